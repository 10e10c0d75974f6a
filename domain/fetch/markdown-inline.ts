const ESCAPE_BASE = 0xe000;

/**
 * Removes inline Markdown decoration from one line: images become their alt text (and their title,
 * a figure's caption, after a colon), links their
 * text (with the URL in parentheses when `keepLinkUrls`), code spans, emphasis and strike-through
 * lose their markers, and backslash escapes are resolved. Never adds or removes line breaks.
 */
export function stripInlineMarkdown(line: string, options: { readonly keepLinkUrls: boolean }): string {
  // Escaped punctuation is parked in the private-use area so emphasis rules cannot consume it.
  let text = line
    .replace(/\\([!-/:-@[-`{-~])/g, (_whole, char: string) => String.fromCharCode(ESCAPE_BASE + char.charCodeAt(0)))
    .replace(/!\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+"([^"]*)")?\)/g, (_whole, alt: string, title: string | undefined) => imageText(alt, title ?? ''))
    .replace(/\[([^\]]+)\]\(((?:[^()\s]|\([^()]*\))*)(?:\s+"[^"]*")?\)/g, (_whole, label: string, href: string) =>
      options.keepLinkUrls && href !== '' && href !== label ? `${label} (${href})` : label)
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
    .replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_whole, _ticks: string, code: string) => code.trim() === '' ? code : code.replace(/^ (.*) $/, '$1'));
  text = text
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w_])_(?=\S)([^_]*?\S)_(?![\w_])/g, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
  return text.replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - ESCAPE_BASE));
}

function imageText(alt: string, title: string): string {
  if (title === '' || title === alt) return alt;
  return alt === '' ? title : `${alt}: ${title}`;
}
