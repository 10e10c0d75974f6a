import { charsetFromContentAttribute } from '../charset/html-meta-prescan.js';

/** A parsed Content-Type header: the lower-cased media type and its `charset` parameter. */
export interface ContentTypeHeader {
  /** e.g. `text/html`; '' when the header is missing or unparsable. */
  readonly mediaType: string;
  readonly charset?: string;
}

/** Parses a Content-Type header leniently (`Text/HTML; Charset="Shift_JIS"` → `text/html`, `Shift_JIS`). */
export function parseContentTypeHeader(header: string | undefined): ContentTypeHeader {
  if (header === undefined) return { mediaType: '' };
  const [type = '', ...parameters] = header.split(';');
  const mediaType = type.trim().toLowerCase();
  const valid = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(mediaType) ? mediaType : '';
  const charset = charsetFromContentAttribute(parameters.join(';'));
  return charset === undefined ? { mediaType: valid } : { mediaType: valid, charset };
}
