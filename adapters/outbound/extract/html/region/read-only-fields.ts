/** Input types whose value is text a page shows. */
const TEXT_TYPES = new Set(['', 'text', 'url']);

/**
 * Writes each read-only text field's value as code in its place: a package page's install line
 * (RubyGems' `<input class="gem__code" value="gem 'ledgerline', '~> 1.8'" readonly>`), a repository's
 * clone address. The value is what the page shows, and fields go as controls. `inputs`: the page's `<input>`s.
 */
export function writeReadOnlyFields(inputs: readonly Element[]): number {
  let written = 0;
  for (const input of inputs) {
    const type = (input.getAttribute('type') ?? '').trim().toLowerCase();
    const value = (input.getAttribute('value') ?? '').trim();
    if (!input.hasAttribute('readonly') || !TEXT_TYPES.has(type) || value === '') continue;
    const code = input.ownerDocument.createElement('code');
    code.textContent = value;
    input.replaceWith(code);
    written += 1;
  }
  return written;
}
