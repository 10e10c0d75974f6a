import type { ClockPort } from '../application/ports/clock.port.js';
import type { CoordinationPort } from '../application/ports/coordination.port.js';
import type { DocumentExtractorPort } from '../application/ports/document-extractor.port.js';
import type { ExtractionIsolation } from './lazy-content-extractor.js';
import type { PageRendererPort } from '../application/ports/page-renderer.port.js';
import type { LivenessProbesPort } from '../application/ports/liveness-probes.port.js';
import type { ValidationDeadlines } from '../application/validate/validation-deadlines.js';
import type { TelemetryPort } from '../application/ports/telemetry.port.js';
import type { NetworkPolicy } from '../domain/network/network-policy.js';
import type { WebConfig } from '../infrastructure/config/web-config.model.js';
import type { HostResolver } from '../infrastructure/http/host-resolver.js';

/**
 * Seams of the composition root. Everything is optional: the defaults are the real system
 * clock, a no-op telemetry sink, the process environment and the providers' public origins.
 */
export interface CompositionOptions {
  /** Replaces the sandbox network policy from config (the demo admits its own loopback site this way). */
  readonly networkOverride?: NetworkPolicy;
  readonly clock?: ClockPort;
  readonly telemetry?: TelemetryPort;
  /** Environment for secrets looked up at call time (the Ollama key variable named in config). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Base URLs of the keyless engines (tests point them at a loopback server). */
  readonly keylessBaseUrls?: { readonly duckduckgo?: string; readonly startpage?: string };
  /** Replaces the content extractor (tests); the default loads the extraction chain lazily. */
  readonly extractor?: DocumentExtractorPort;
  /**
   * Where HTML pages are parsed and extracted (ignored with `extractor`). `worker` (the default of
   * the built package): one reusable worker thread with a bounded heap, started on the first HTML
   * page and ended by `close()`, so a long-lived host's memory stays bounded; a page that outgrows
   * the bound fails with `extraction_failed`. `in-thread`: in the caller's thread (the one-shot CLI,
   * whose start-up a thread would slow). Running from sources, the default is `in-thread`.
   */
  readonly extraction?: ExtractionIsolation;
  /**
   * The extraction worker's heap bound in MiB (V8 old generation; whole numbers 32–4096, else
   * `config_invalid`). The default (160) held every page of the development corpora and the 9 MiB
   * large-page bench with room to spare; lower it to keep a host smaller, at the price of
   * `extraction_failed` on the heaviest pages.
   */
  readonly extractionHeapLimitMiB?: number;
  /** Replaces the agent-browser renderer (tests); used only when `tools.web.fetch.render` is `auto`. */
  readonly renderer?: PageRendererPort;
  /**
   * The Codex executable to run as `<codexCommand> app-server` (a name looked up on PATH, or a
   * path); default `codex`. Started directly, never through a shell.
   */
  readonly codexCommand?: string;
  /**
   * DNS for every policy decision and connection (tests map public names to loopback test servers,
   * as a local mirror or a rebinding attacker would); the default is the system resolver.
   */
  readonly resolveHost?: HostResolver;
  /** Replaces `validate`'s external probes (tests). */
  readonly livenessProbes?: LivenessProbesPort;
  /** Shorter per-probe deadlines for `validate` (tests); the defaults are 5 s HTTP, 5 s + 20 s browser, 15 s Codex. */
  readonly validationDeadlines?: Partial<ValidationDeadlines>;
  /** TLS trust for tests with a self-signed loopback server. */
  readonly tls?: { readonly ca?: string | Buffer; readonly rejectUnauthorized?: boolean };
}

/** The validated configuration plus the seams: what the container is built from. */
export interface CompositionInput {
  readonly config: WebConfig;
  readonly options: CompositionOptions;
  /**
   * Host-mode coordination over the shared state file; present exactly when the config asks for
   * `host` (its code is loaded only then, so a process-mode command never reads it).
   */
  readonly hostCoordination?: (clock: ClockPort) => CoordinationPort;
}
