/** Parses JSON text, yielding `undefined` instead of throwing so a schema check can report "malformed". */
export function parseJsonLeniently(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
