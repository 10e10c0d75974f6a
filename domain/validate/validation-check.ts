/** `ok`: works as configured; `warn`: works, but something should change; `fail`: does not work. */
export type ValidationStatus = 'ok' | 'warn' | 'fail';

/**
 * One line of `mono-agent validate`. `id` is stable (`sandbox.searxng`, `searxng.json`, …);
 * `message` says what was found; `fix` (always present for `warn` and `fail`) says what to
 * change: the config key or variable, the value that would work, or the command to run.
 */
export interface ValidationCheck {
  readonly id: string;
  readonly status: ValidationStatus;
  readonly message: string;
  readonly fix?: string;
}

/** The whole section: `ok` is false when any check failed. */
export interface ValidationReport {
  readonly ok: boolean;
  readonly checks: readonly ValidationCheck[];
}

/** A passing check. */
export function passed(id: string, message: string): ValidationCheck {
  return { id, status: 'ok', message };
}

/** A check that works but wants a change; `fix` says which. */
export function warned(id: string, message: string, fix: string): ValidationCheck {
  return { id, status: 'warn', message, fix };
}

/** A failing check; `fix` says what would make it pass. */
export function failed(id: string, message: string, fix: string): ValidationCheck {
  return { id, status: 'fail', message, fix };
}

/** The report of `checks`, in order: `ok` unless one of them failed. */
export function reportOf(checks: readonly ValidationCheck[]): ValidationReport {
  return { ok: checks.every((check) => check.status !== 'fail'), checks };
}
