import type TurndownService from 'turndown';

/**
 * `<video>` and `<audio>`: their content is fallback that only a browser without media support
 * shows. A message alone ("Your browser does not support the video tag.") goes; fallback with a
 * link stays, since the link is often the only address of the recording the page gives as text.
 */
export const mediaFallbackRule: TurndownService.Rule = {
  filter: ['video', 'audio'],
  replacement: (content, node) => ((node as Element).querySelector('a[href]') === null ? '' : `\n\n${content}\n\n`),
};
