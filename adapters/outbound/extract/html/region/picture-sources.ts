/** Attributes that give an `<img>` a source of its own. */
const IMAGE_SOURCES = ['src', 'srcset', 'data-src', 'data-srcset'];

/**
 * Gives each `<img>` of a `<picture>` that has no source of its own the candidate list of the
 * picture's first `<source>` that names an image (`srcset`; a lazy loader's `#` or `data:` placeholder does not), as a browser shows it: Medium serves its
 * article images as `<picture>`s of `<source srcset>`s around a bare `<img>`, and Readability removes
 * an `<img>` without a source as a placeholder. `pictures` are the page's `<picture>` elements,
 * collected by an earlier walk. Returns how many images were given one.
 */
export function sourcePictureImages(pictures: readonly Element[]): number {
  let sourced = 0;
  for (const picture of pictures) {
    const image = Array.from(picture.children).find((child) => child.localName === 'img');
    if (image === undefined || IMAGE_SOURCES.some((name) => (image.getAttribute(name) ?? '').trim() !== '')) continue;
    const candidates = Array.from(picture.children).filter((child) => child.localName === 'source').map((source) => source.getAttribute('srcset') ?? '').find(namesImage);
    if (candidates === undefined) continue;
    image.setAttribute('srcset', candidates);
    sourced += 1;
  }
  return sourced;
}

/** A candidate list whose first address names an image: not a lazy loader's placeholder (`#`, a `data:` pixel). */
function namesImage(candidates: string): boolean {
  const first = candidates.trim().split(/[\s,]+/)[0] ?? '';
  return first !== '' && !first.startsWith('#') && !/^data:/i.test(first);
}

/**
 * Replaces a control that wraps a figure's image (`<div role="button">` that opens it full size,
 * with a label such as "Press enter or click to view image in full size") by the images it holds:
 * the image is the figure's content and the control's label is not, and every stage drops a button
 * with what it holds. `figures` are the page's `<figure>` elements, collected by an earlier walk.
 * Returns how many controls went.
 */
export function unwrapImageButtons(figures: readonly Element[]): number {
  let unwrapped = 0;
  for (const figure of figures) {
    for (const button of Array.from(figure.querySelectorAll('[role="button" i]'))) {
      const images = Array.from(button.querySelectorAll('picture, img')).filter((image) => image.localName === 'picture' || image.parentElement?.localName !== 'picture');
      if (images.length === 0 || button.querySelector('figcaption') !== null) continue;
      button.replaceWith(...images);
      unwrapped += 1;
    }
  }
  return unwrapped;
}
