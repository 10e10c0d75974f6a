import { controlKey, controlToken } from './display-values.js';
import type { SearchControlInfo } from './search-output-view.js';

/** The prefix that identifies the control line. */
export const SEARCH_CONTROL_PREFIX = 'search-control:';

/**
 * Renders the single machine-readable first line, e.g.
 * `search-control: backend=searxng requests_used=1 requests_remaining=3 cooldown=duckduckgo,startpage`,
 * followed by `extra` fields in order. Keys are snake_case; values are space-free tokens
 * (`controlToken`), lists are comma-joined, an empty list is `none`.
 */
export function renderSearchControlLine(control: SearchControlInfo): string {
  const fields: (readonly [string, string | number | boolean])[] = [
    ['backend', control.backend],
    ['requests_used', control.requestsUsed],
    ['requests_remaining', control.requestsRemaining],
    ['cooldown', control.cooldown.map(controlToken).join(',')],
    ...(control.extra ?? []),
  ];
  return `${SEARCH_CONTROL_PREFIX} ${fields.map(([key, value]) => `${controlKey(key)}=${controlToken(value)}`).join(' ')}`;
}
