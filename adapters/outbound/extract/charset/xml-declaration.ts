const XML_DECLARATION = /^\s*<\?xml\s[^?>]*?\bencoding\s*=\s*(?:"([^"]+)"|'([^']+)')/;

/** How many leading bytes may hold the XML declaration (it must come first; 1 KiB is generous). */
const XML_DECLARATION_BYTES = 1_024;

/**
 * The `encoding` label of an `<?xml ... encoding="..."?>` declaration at the start of the body,
 * read as ASCII-compatible bytes, or `undefined`.
 */
export function readXmlDeclarationEncoding(bytes: Uint8Array): string | undefined {
  let head = '';
  const end = Math.min(bytes.length, XML_DECLARATION_BYTES);
  for (let index = 0; index < end; index += 1) head += String.fromCharCode(bytes[index] ?? 0);
  const match = XML_DECLARATION.exec(head);
  return match?.[1] ?? match?.[2];
}
