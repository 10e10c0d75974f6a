import { InvalidArgumentError } from 'commander';

/**
 * Parses an option value as a whole number with nothing else around it: `3` passes; `3x`, `3.0`,
 * `-1`, ` 3` and `0x10` are bad usage, reported before any network activity. At most 15 digits so
 * the value stays a safe integer. Range checks (1–10 results, …) stay with the tool's validation.
 */
export function parseStrictInteger(value: string): number {
  if (!/^\d{1,15}$/u.test(value)) throw new InvalidArgumentError('expected a whole number such as 3.');
  return Number(value);
}
