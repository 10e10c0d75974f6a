/**
 * Drops what no extraction stage reads before the HTML is parsed: executable
 * scripts (JSON-LD stays: Defuddle reads schema.org from it), style sheets,
 * inline SVG and comments. On the dev corpus these are ~60 % of the bytes, so
 * parsing and every later tree walk get cheaper and the DOM smaller.
 *
 * The patterns follow how an HTML parser ends these elements (`</script`,
 * `</style`, `</svg`, `-->`), so text outside them is kept byte for byte.
 */
export function prefilterHtml(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (whole, attributes: string) =>
      /type\s*=\s*["']?application\/ld\+json/i.test(attributes) ? whole : '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '')
    .replace(/<svg\b[^>]*>[\s\S]*?<\/svg\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}
