import type TurndownService from 'turndown';
import { toSafeHttpUrl } from '../../support/safe-url.js';
import { figureCaption, figureCaptionRule, markdownTitle } from './figure-caption-rule.js';

/** Attributes lazy-loading scripts use instead of `src`, in order of preference. */
const IMAGE_SOURCE_ATTRIBUTES = ['src', 'data-src', 'data-original', 'data-lazy-src'] as const;

/**
 * Link and image rules: targets become absolute http(s) URLs against `baseUrl`; any other scheme
 * (`javascript:`, `data:`, `vbscript:`, `file:`, `mailto:` ...) is dropped and only the link text
 * (or the image's alt text) stays. Links whose text spans paragraphs keep the text only. A figure's
 * caption becomes its one image's title (`figureCaptionRule`).
 */
export function linkRules(baseUrl: string): Readonly<Record<'safeLink' | 'safeImage' | 'figureCaption', TurndownService.Rule>> {
  const imageSource = (node: Element): string | undefined => {
    const source = IMAGE_SOURCE_ATTRIBUTES.map((name) => node.getAttribute(name) ?? '').find((value) => value.trim() !== '' && !/^\s*data:/i.test(value));
    return source === undefined ? undefined : toSafeHttpUrl(source, baseUrl);
  };
  return {
    safeLink: {
      filter: (node) => node.nodeName === 'A' && node.getAttribute('href') !== null,
      replacement: (content, node) => {
        const href = toSafeHttpUrl(node.getAttribute('href') ?? '', baseUrl);
        if (href === undefined || content.includes('\n')) return content;
        if (content.trim() === '') return '';
        return `[${content}](${escapeDestination(href)})`;
      },
    },
    safeImage: {
      filter: 'img',
      replacement: (_content, node) => {
        const alt = (node.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim().replace(/([\\[\]])/g, '\\$1');
        const src = imageSource(node);
        if (src === undefined) return alt;
        const caption = figureCaption(node);
        return `![${alt}](${escapeDestination(src)}${caption === undefined ? '' : markdownTitle(caption)})`;
      },
    },
    figureCaption: figureCaptionRule((image) => imageSource(image) !== undefined),
  };
}

/** Escapes a URL for a Markdown link destination (parentheses and angle brackets). */
function escapeDestination(url: string): string {
  return url.replace(/[()<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}
