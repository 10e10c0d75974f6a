/** The parts of a WebFetch result as the model reads it, split at the nonce-tagged boundary lines. */
export interface FetchRegions {
  readonly nonce: string;
  /** Our own header, before the line that introduces the page-derived part. */
  readonly header: string;
  /** Between the page-metadata markers ('' when there is no metadata block). */
  readonly metadata: string;
  /** Between the web-content markers. */
  readonly text: string;
  /** After the closing content marker (CLI notes, if any). */
  readonly trailer: string;
  /** The whole output without the four real marker lines (what a forgery would have to hide in). */
  readonly withoutMarkers: string;
}

function between(content: string, begin: string, end: string): string {
  const start = content.indexOf(`${begin}\n`);
  const stop = content.indexOf(`\n${end}`, start);
  if (start < 0 || stop < 0) return '';
  return content.slice(start + begin.length + 1, stop);
}

/** Splits a WebFetch result and checks its skeleton: each of our marker lines exactly once, in order. */
export function fetchRegions(content: string): FetchRegions {
  const nonce = /\[BEGIN UNTRUSTED WEB CONTENT ([A-Za-z0-9_-]{8,64})\]/.exec(content)?.[1];
  if (nonce === undefined) throw new Error(`no content marker in:\n${content.slice(0, 500)}`);
  const markers = [
    `[BEGIN UNTRUSTED PAGE METADATA ${nonce}]`, `[END UNTRUSTED PAGE METADATA ${nonce}]`,
    `[BEGIN UNTRUSTED WEB CONTENT ${nonce}]`, `[END UNTRUSTED WEB CONTENT ${nonce}]`,
  ] as const;
  const lines = content.split('\n');
  const positions = markers.map((marker) => lines.filter((line) => line === marker).length);
  const hasMetadata = positions[0] === 1;
  if (positions[2] !== 1 || positions[3] !== 1 || positions[0] !== positions[1]) throw new Error(`marker lines not exactly once: ${JSON.stringify(positions)}`);
  const intro = lines.findIndex((line) => line.includes(`between the ${nonce} markers`));
  const endLine = lines.indexOf(markers[3]);
  return {
    nonce,
    header: lines.slice(0, intro).join('\n'),
    metadata: hasMetadata ? between(content, markers[0], markers[1]) : '',
    text: between(content, markers[2], markers[3]),
    trailer: lines.slice(endLine + 1).join('\n'),
    withoutMarkers: lines.filter((line) => !(markers as readonly string[]).includes(line)).join('\n'),
  };
}
