/**
 * Removes what makes jsdom's CSS parser throw: `<style>` elements, stylesheet
 * `<link>`s and `style="…"` attributes. Used only for the retry after a
 * parse failure, so ordinary pages are measured as they come.
 */
export function stripStyles(html: string): string {
  return html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '')
    .replace(/<link\b[^>]*rel\s*=\s*["']?stylesheet[^>]*>/gi, '')
    .replace(/\sstyle\s*=\s*("[^"]*"|'[^']*')/gi, '');
}
