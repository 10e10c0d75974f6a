/** Result of looking for Startpage's embedded SERP data. */
export type StartpageAppData =
  | { readonly found: false }
  | { readonly found: true; readonly parsed: true; readonly data: unknown }
  | { readonly found: true; readonly parsed: false };

const APP_MARKER = 'UIStartpage.AppSerp';

/**
 * Startpage renders its results page from an object literal passed to
 * `React.createElement(UIStartpage.AppSerpWeb, {...})` in an inline script. This finds that call
 * in a script's text, cuts out the balanced `{...}` argument (string-aware, so braces inside
 * strings do not count) and parses it as JSON.
 */
export function extractStartpageAppData(scriptText: string): StartpageAppData {
  const markerAt = scriptText.indexOf(APP_MARKER);
  if (markerAt === -1) return { found: false };
  const start = scriptText.indexOf('{', markerAt);
  if (start === -1) return { found: true, parsed: false };
  const end = matchingBrace(scriptText, start);
  if (end === -1) return { found: true, parsed: false };
  try {
    return { found: true, parsed: true, data: JSON.parse(scriptText.slice(start, end + 1)) as unknown };
  } catch {
    return { found: true, parsed: false };
  }
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}
