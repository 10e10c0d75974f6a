/**
 * A parser's error message without the page text it quotes: JSON.parse cites the first characters
 * of the body (`Unexpected token 'I', "IGNORE PRE"... is not valid JSON`) and XML parsers name the
 * offending tag or entity. Failures are reported outside the untrusted boundary, so only the
 * parser's own words and positions stay; one line, at most 120 characters.
 */
export function parserReason(message: string): string {
  return message
    .replace(/"[^"]*"(?:\.\.\.)?|'[^']*'/g, '(excerpt)')
    .replace(/\b(tag|entity|attribute|element|name|prefix)\s*:\s*[^\s,;]+/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}
