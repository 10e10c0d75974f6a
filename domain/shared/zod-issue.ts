import type * as z from './zod-mini.js';
import { toolError, type ToolError } from '../errors/tool-error.js';

/**
 * Turns the first zod issue of a failed tool-input parse into an `invalid_input` ToolError
 * whose `field` is the dotted input path (`alternate_queries.1`, `max_lines`).
 */
export function invalidInputFromZod(error: z.core.$ZodError, toolName: string): ToolError {
  const issue = error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? '(input)' : issue.path.map(String).join('.');
  const message = issue?.message ?? 'invalid input';
  return toolError('invalid_input', `${toolName}: ${field}: ${message}`, {
    field,
    details: { issues: error.issues.slice(0, 5).map((i) => ({ field: i.path.map(String).join('.') || '(input)', message: i.message })) },
  });
}
