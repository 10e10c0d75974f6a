/**
 * Resolves a charset label (`Shift_JIS`, `latin1`, `utf8`, ...) to the WHATWG encoding name the
 * global TextDecoder uses (`shift_jis`, `windows-1252`, `utf-8`), or `undefined` when the label is
 * unknown or names an encoding Node cannot decode (e.g. `iso-2022-kr`, `x-user-defined`, `utf-7`).
 * WHATWG maps `iso-8859-1`, `latin1` and `us-ascii` to windows-1252, a superset; that is intended.
 */
export function resolveCharsetLabel(label: string): string | undefined {
  const trimmed = label.trim().replace(/^["']|["']$/g, '').trim();
  if (trimmed === '' || trimmed.length > 64) return undefined;
  try {
    return new TextDecoder(trimmed).encoding;
  } catch {
    return undefined;
  }
}
