/**
 * Makes a short upstream-provided string (an engine name, a JSON `error` field) safe to show:
 * control characters collapse to spaces, and the result is cut to `maxChars` with an ellipsis.
 * Callers only pass fields they chose to surface, never whole bodies.
 */
export function sanitizeUpstreamText(value: string, maxChars: number): string {
  // eslint-disable-next-line no-control-regex
  const single = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return single.length > maxChars ? `${single.slice(0, Math.max(0, maxChars - 1))}…` : single;
}
