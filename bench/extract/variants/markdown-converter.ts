import TurndownService from 'turndown';

/** The Turndown set-up the baselines share: ATX headings, fenced code, `-` bullets. */
export function createMarkdownConverter(): TurndownService {
  return new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
}
