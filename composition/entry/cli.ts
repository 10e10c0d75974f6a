#!/usr/bin/env node
// The `mono-agent` executable: wires the CLI adapter to the composition root. Heavy modules
// (the container, undici, the MCP SDK, the extraction chain) load only when a command needs them;
// `npm run build` ships this entry bundled (scripts/bundle-entries.mjs), each dynamic import a chunk.
import { runCliProcess } from '../../adapters/inbound/cli/cli-process.js';
import type { CliDependencies } from '../../adapters/inbound/cli/cli-dependencies.types.js';
import * as nodeModule from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { packageVersion } from './package-version.js';

// Node 22.1+ keeps V8's compiled code of the lazily loaded chunks between runs (Node 20 has no such cache).
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// undici parses HTTP with a WebAssembly module. V8 re-compiles its hot functions with its optimising
// tier on background threads, and Node waits for those jobs before the process may exit: about 0.3 s
// after every one-shot command's answer was already written. The baseline tier parses a response's
// headers and framing about as fast for our purposes (bodies are passed through, not scanned), so
// this process (the CLI and the MCP server) keeps to it. The library leaves its host's flags alone.
setFlagsFromString('--liftoff-only');

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // A closed pipe (`mono-agent search … | head`) is the reader's choice, not a failure.
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const deps: CliDependencies = {
  createWebResearch: async (options) => (await import('../create-web-research.js')).createWebResearch(options),
  runMcpServer: async (request) => (await import('../../adapters/inbound/mcp/mcp-server.adapter.js')).runMcpServer(request),
  runDemo: async (request) => (await import('../../adapters/inbound/demo/demo.runner.js')).runDemo(request),
  runValidation: async (request) => (await import('../validate-configuration.js')).validateConfiguration(request),
  openWebControl: async (env) => (await import('../web-control.js')).createWebControl({ env }),
  version: packageVersion(),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
};

void runCliProcess(process.argv.slice(2), deps, process);
