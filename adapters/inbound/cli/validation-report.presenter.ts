import type { TextSink, ValidationLine, ValidationOutcome } from './cli-dependencies.types.js';
import { sanitizeForTerminal } from './terminal-text.sanitizer.js';

const LABEL: Readonly<Record<ValidationLine['status'], string>> = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' };

/** Upstream text (engine reasons, foreign `--version` output) may carry control sequences: never to a terminal. */
function clean(text: string): string {
  return sanitizeForTerminal(text).text;
}

/**
 * Prints the "Web search & fetch" section: one line per check with its status, and under every
 * warn or fail what to change; then a count. With `json`, exactly `{ ok, checks: [{ id, status,
 * message, fix? }] }` on one line.
 */
export function presentValidation(outcome: ValidationOutcome, stdout: TextSink, json: boolean): void {
  const { report } = outcome;
  if (json) {
    const checks = report.checks.map((check) => ({ id: check.id, status: check.status, message: check.message, ...(check.fix === undefined ? {} : { fix: check.fix }) }));
    stdout.write(`${JSON.stringify({ ok: report.ok, checks })}\n`);
    return;
  }
  const width = Math.max(...report.checks.map((check) => check.id.length));
  const lines = ['Web search & fetch'];
  for (const check of report.checks) {
    lines.push(`  ${LABEL[check.status]}  ${check.id.padEnd(width)}  ${clean(check.message)}`);
    if (check.fix !== undefined) lines.push(`  ${' '.repeat(4 + 2 + width + 2)}fix: ${clean(check.fix)}`);
  }
  const count = (status: ValidationLine['status']): number => report.checks.filter((check) => check.status === status).length;
  lines.push(`${count('ok')} ok, ${count('warn')} warning${count('warn') === 1 ? '' : 's'}, ${count('fail')} failed${outcome.usable ? '' : ' (the configuration cannot be used)'}`);
  stdout.write(`${lines.join('\n')}\n`);
}
