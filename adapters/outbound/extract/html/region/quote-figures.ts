/** A `<figure>` of a `<blockquote>` and its caption: no image, code or table beside them. */
export function isQuoteFigure(figure: Element | null): boolean {
  return figure !== null && figure.nodeName === 'FIGURE' && figure.querySelector(':scope > blockquote') !== null && figure.querySelector('img, picture, video, pre, table, svg') === null;
}
