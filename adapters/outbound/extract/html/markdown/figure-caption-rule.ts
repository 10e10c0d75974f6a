import { blockSpacedText } from '../element-text.js';
import type TurndownService from 'turndown';

/** Levels between an image and the `<figure>` it illustrates (`figure > a > picture > img`). */
const FIGURE_DEPTH = 4;

/**
 * The caption of the figure `image` illustrates alone: the text of the `<figcaption>` of the
 * nearest `<figure>` around it (at most {@link FIGURE_DEPTH} levels up) when that figure holds no
 * other image; `undefined` otherwise. The image rule writes it as the picture's Markdown title
 * (`![alt](src "caption")`), where a caption belongs, and {@link figureCaptionRule} leaves the
 * `<figcaption>` out of the running text: the article's prose stays apart from what describes and
 * credits its pictures, and the model still reads the caption beside its picture.
 */
export function figureCaption(image: Element): string | undefined {
  const figure = enclosingFigure(image);
  if (figure === undefined) return undefined;
  const caption = figure.querySelector('figcaption');
  if (caption === null || figure.querySelectorAll('img').length !== 1) return undefined;
  const text = blockSpacedText(caption);
  return text === '' ? undefined : text;
}

/** A Markdown link title holding `text` (quotes and backslashes escaped). */
export function markdownTitle(text: string): string {
  return ` "${text.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * Leaves out a `<figcaption>` whose figure's one image carries it as its title (see
 * {@link figureCaption}); `hasImageSource` says whether the image rule writes that image (an image
 * without a usable source is written as its alt text, and its caption then stays in the text).
 */
export function figureCaptionRule(hasImageSource: (image: Element) => boolean): TurndownService.Rule {
  return {
    filter: (node) => {
      if (node.nodeName !== 'FIGCAPTION') return false;
      const figure = enclosingFigure(node);
      const images = figure?.querySelectorAll('img');
      if (figure === undefined || images === undefined || images.length !== 1 || figure.querySelector('figcaption') !== node) return false;
      const image = images[0] as Element;
      return hasImageSource(image) && enclosingFigure(image) === figure;
    },
    replacement: () => '',
  };
}

function enclosingFigure(element: Element): Element | undefined {
  let current = element.parentElement;
  for (let level = 0; current !== null && level < FIGURE_DEPTH; level += 1, current = current.parentElement) {
    if (current.nodeName === 'FIGURE') return current;
  }
  return undefined;
}
