import type { ConfigIssue } from './config-error.model.js';
import { classifyHost } from './host-class.policy.js';
import type { SourcedSetting } from './sourced-setting.model.js';
import type { OllamaOriginClass, OllamaSettings } from './web-config.model.js';

/** The only origin that may receive an Ollama key. */
const HOSTED_ORIGIN = 'https://ollama.com';

/** The three Ollama settings after field-level validation; `baseUrl` is already a bare origin. */
export interface OllamaInputs {
  readonly baseUrl: SourcedSetting<string>;
  readonly apiKeyEnv?: SourcedSetting<string>;
  readonly trustPublicUrl?: SourcedSetting<boolean>;
}

/** The outcome of the origin rules: settings when no issue was found. */
export interface OllamaResolution {
  readonly settings?: OllamaSettings;
  readonly issues: readonly ConfigIssue[];
  readonly warnings: readonly string[];
}

/**
 * Applies the spec's Ollama origin rules:
 * - loopback, private and link-local origins: http or https, and `apiKeyEnv` is rejected;
 * - exactly `https://ollama.com` (default port, no path) is hosted: `apiKeyEnv` is allowed
 *   (a missing one, or an unset variable, is only a warning: requests would fail authentication);
 * - any other origin is a custom public origin: it needs https and `trustPublicUrl: true`,
 *   stays unauthenticated, and `apiKeyEnv` is rejected.
 * `env` is read only to warn when the named key variable is unset; the key is never copied.
 */
export function resolveOllamaSettings(inputs: OllamaInputs, env: Readonly<Record<string, string | undefined>>): OllamaResolution {
  const { baseUrl, apiKeyEnv, trustPublicUrl } = inputs;
  const url = new URL(baseUrl.value);
  const hosted = baseUrl.value === HOSTED_ORIGIN;
  const hostClass = classifyHost(url.hostname);
  const originClass: OllamaOriginClass = hosted ? 'hosted' : hostClass;
  const trusted = trustPublicUrl?.value ?? false;
  const issues: ConfigIssue[] = [];
  const warnings: string[] = [];

  if (apiKeyEnv !== undefined && !hosted) {
    issues.push({
      path: apiKeyEnv.path,
      message:
        `is rejected because the Ollama origin ${baseUrl.value} (from ${baseUrl.path}) is ${describeClass(originClass)}, ` +
        `and a key is only ever sent to exactly ${HOSTED_ORIGIN}; accepted: remove apiKeyEnv, or set baseUrl to ${HOSTED_ORIGIN}`,
    });
  }
  if (originClass === 'public') {
    if (url.protocol !== 'https:') {
      issues.push({
        path: baseUrl.path,
        message:
          `is a custom public origin over http://, which is rejected; accepted: an https:// origin with trustPublicUrl: true, ` +
          `a loopback/private/link-local origin, or exactly ${HOSTED_ORIGIN}`,
      });
    }
    if (!trusted) {
      issues.push({
        path: baseUrl.path,
        message:
          `is a custom public origin, which needs tools.web.search.ollama.trustPublicUrl: true ` +
          `(or MONO_AGENT_WEB_SEARCH_OLLAMA_TRUST_PUBLIC_URL=true); it then stays unauthenticated. ` +
          `Otherwise accepted: a loopback/private/link-local origin, or exactly ${HOSTED_ORIGIN} for hosted search`,
      });
    }
  } else if (trustPublicUrl?.value === true && !hosted) {
    warnings.push(`${trustPublicUrl.path} has no effect: ${baseUrl.value} is ${describeClass(originClass)}`);
  }
  if (hosted) {
    if (apiKeyEnv === undefined) {
      warnings.push(
        `${baseUrl.path} is hosted Ollama search but no apiKeyEnv names the key variable; hosted requests will fail authentication`,
      );
    } else if ((env[apiKeyEnv.value] ?? '') === '') {
      warnings.push(`${apiKeyEnv.path} names ${apiKeyEnv.value}, which is not set; hosted requests will fail authentication`);
    }
  }
  if (issues.length > 0) return { issues, warnings };
  return {
    settings: {
      baseUrl: baseUrl.value,
      originClass,
      hosted,
      ...(hosted && apiKeyEnv !== undefined ? { apiKeyEnv: apiKeyEnv.value } : {}),
      trustPublicUrl: trusted,
    },
    issues,
    warnings,
  };
}

function describeClass(originClass: OllamaOriginClass): string {
  switch (originClass) {
    case 'loopback':
      return 'a loopback origin';
    case 'private':
      return 'a private-network origin';
    case 'link-local':
      return 'a link-local origin';
    case 'hosted':
      return 'the hosted origin';
    case 'public':
      return 'a custom public origin';
  }
}
