/**
 * The real `runCli` in a real process (real stdout/stderr, real SIGINT) wired to the fake
 * facade. Not a test file; spawned by cli-process.test.ts. The query "hang" never completes, so
 * the test can interrupt it.
 */
import { runCli } from '../../../adapters/inbound/cli/cli.adapter.js';
import type { WebResearchFactoryOptions } from '../../../adapters/inbound/cli/cli-dependencies.types.js';
import { FakeWebResearch, echoHandler, fakeWebResearchFactory, type FakeToolCall } from '../../fakes/fake-web-research.js';

function scripted(call: FakeToolCall) {
  if ((call.input as { query?: string }).query === 'hang') {
    process.stderr.write('entry: call started\n');
    // Like a real request, keep the event loop alive until the call is aborted.
    const keepAlive = setInterval(() => undefined, 1_000);
    call.options.signal?.addEventListener('abort', () => clearInterval(keepAlive), { once: true });
    return new Promise<never>(() => undefined);
  }
  return echoHandler(call);
}

const research = new FakeWebResearch({ handler: scripted });
const factory = fakeWebResearchFactory<WebResearchFactoryOptions>(research);
process.exitCode = await runCli(process.argv.slice(2), {
  createWebResearch: factory.create,
  runMcpServer: () => Promise.reject(new Error('not wired in this entry')),
  runDemo: () => Promise.reject(new Error('not wired in this entry')),
  runValidation: () => Promise.reject(new Error('not wired in this entry')),
  version: '0.0.0-entry',
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
process.stderr.write(`entry: runs=${research.runs.length} closed=${research.runs.filter((run) => run.closed).length} facadeClosed=${research.closed}\n`);
