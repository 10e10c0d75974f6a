import { expect } from 'vitest';
import type { ConfigIssue } from '../../../../infrastructure/config/config-error.model.js';
import type { WebConfig } from '../../../../infrastructure/config/web-config.model.js';
import { resolveWebConfig } from '../../../../infrastructure/config/web-config.resolver.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Wraps a `tools.web` block in an agent config file. */
export function webFile(web: unknown): unknown {
  return { tools: { web } };
}

/** Resolves and asserts success. */
export function resolveOk(file: unknown, env: Env = {}): WebConfig {
  const result = resolveWebConfig(file, env);
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error.issues, null, 2)}`);
  return result.value;
}

/** Resolves and asserts failure with code config_invalid; returns the issues. */
export function resolveIssues(file: unknown, env: Env = {}): readonly ConfigIssue[] {
  const result = resolveWebConfig(file, env);
  if (result.ok) throw new Error(`expected config_invalid, got ${JSON.stringify(result.value)}`);
  expect(result.error.code).toBe('config_invalid');
  expect(result.error.issues.length).toBeGreaterThan(0);
  return result.error.issues;
}

/** Asserts exactly one issue, at `path`, whose message matches every pattern; returns its message. */
export function expectSingleIssue(issues: readonly ConfigIssue[], path: string, ...patterns: RegExp[]): string {
  expect(issues.map((issue) => issue.path)).toEqual([path]);
  const message = issues[0]?.message ?? '';
  for (const pattern of patterns) expect(message).toMatch(pattern);
  return message;
}
