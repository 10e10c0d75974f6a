/**
 * How many leading bytes the `<meta charset>` prescan reads. WHATWG prescans 1,024 bytes; real
 * pages often declare the charset after long comments, inline scripts or style blocks, so we read
 * 4 KiB. Beyond that a declaration is too rare to justify the scan, and UTF-8 is the default.
 */
export const META_PRESCAN_BYTES = 4_096;

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;

/**
 * Finds the charset label declared by `<meta charset="...">` or
 * `<meta http-equiv="Content-Type" content="...; charset=...">` in the first {@link META_PRESCAN_BYTES}
 * bytes, following the WHATWG prescan: comments are skipped, and other tags are stepped over
 * attribute by attribute so a `<meta` inside an attribute value is not a declaration.
 * Returns the raw label (not yet resolved), or `undefined`.
 */
export function prescanMetaCharset(bytes: Uint8Array, limit = META_PRESCAN_BYTES): string | undefined {
  const head = latin1(bytes.subarray(0, limit));
  let position = 0;
  while (position < head.length) {
    const open = head.indexOf('<', position);
    if (open < 0) return undefined;
    if (head.startsWith('<!--', open)) {
      const close = head.indexOf('-->', open + 4);
      if (close < 0) return undefined;
      position = close + 3;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(head.slice(open, open + 64));
    if (tag === null) {
      const close = head.indexOf('>', open + 1);
      if (close < 0) return undefined;
      position = close + 1;
      continue;
    }
    const parsed = readAttributes(head, open + tag[0].length);
    if (tag[1] === '' && tag[2]?.toLowerCase() === 'meta') {
      const label = charsetOfMeta(parsed.attributes);
      if (label !== undefined) return label;
    }
    position = parsed.end;
  }
  return undefined;
}

/** The charset of a `<meta>` element's attributes, per the WHATWG prescan rules. */
function charsetOfMeta(attributes: ReadonlyMap<string, string>): string | undefined {
  const direct = attributes.get('charset');
  if (direct !== undefined && direct.trim() !== '') return direct.trim();
  if (attributes.get('http-equiv')?.trim().toLowerCase() !== 'content-type') return undefined;
  return charsetFromContentAttribute(attributes.get('content') ?? '');
}

/** Extracts `charset=...` from a Content-Type-like value (quoted or bare). */
export function charsetFromContentAttribute(content: string): string | undefined {
  const match = /charset\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;"']+))/i.exec(content);
  const label = match?.[1] ?? match?.[2] ?? match?.[3];
  return label === undefined || label.trim() === '' ? undefined : label.trim();
}

function readAttributes(head: string, start: number): { readonly attributes: Map<string, string>; readonly end: number } {
  const attributes = new Map<string, string>();
  let position = start;
  while (position < head.length) {
    while (position < head.length && /[\s/]/.test(head[position] ?? '')) position += 1;
    if (position >= head.length) break;
    if (head[position] === '>') return { attributes, end: position + 1 };
    ATTRIBUTE.lastIndex = position;
    const match = ATTRIBUTE.exec(head);
    if (match === null || match[0] === '') {
      position += 1;
      continue;
    }
    const name = (match[1] ?? '').toLowerCase();
    // An unquoted value directly before `/>` must not keep the slash (`<meta charset=utf-8/>`).
    const value = match[2] ?? match[3] ?? (match[4] ?? '').replace(/\/$/, '');
    if (!attributes.has(name)) attributes.set(name, value);
    position += match[0].length;
  }
  return { attributes, end: position };
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 8_192) {
    text += String.fromCharCode(...bytes.subarray(index, index + 8_192));
  }
  return text;
}
