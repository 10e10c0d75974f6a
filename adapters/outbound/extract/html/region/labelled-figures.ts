const DIGIT = /\d/;

/**
 * Shows the figures a labelled element hides from screen readers: Mercado Libre's prices are
 * `<span role="img" aria-label="189999 pesos">` around `aria-hidden` parts that draw "$189.999"
 * (Lowe's: `<div class="main-price" aria-label="Price: $149.00">`), so every price, old price and
 * instalment was dropped with its hidden parts while the label was never read. When all the text of
 * such an element is hidden and holds a figure, or its label's figure is in hidden parts only
 * (`figureOnlyHidden`), its parts are shown as a sighted reader sees them.
 * A rating's label is written by `writeRatingLabels` instead (it runs first), and an icon's hidden
 * glyph name (no figure) stays hidden. `labelled`: elements with an `aria-label` and `role="img"`,
 * or whose label holds a figure.
 */
export function showLabelledFigures(labelled: readonly Element[]): void {
  for (const element of labelled) {
    const hidden = Array.from(element.querySelectorAll('[aria-hidden="true"]'));
    if (hidden.length === 0 || !DIGIT.test(element.textContent ?? '')) continue;
    const shown = shownText(element);
    if (shown !== '' && !figureOnlyHidden(element, hidden, shown)) continue;
    for (const part of hidden) part.removeAttribute('aria-hidden');
  }
}

/**
 * The label's figure is drawn only by the hidden parts, the shown text saying what it is for (a plan
 * card's `div.plan-card__price[aria-label="$60 per month per line with AutoPay"]` over hidden "$", "60",
 * "/mo" and a shown "per line with AutoPay"): the price was lost while its terms stayed.
 */
function figureOnlyHidden(element: Element, hidden: readonly Element[], shown: string): boolean {
  const figure = /\d(?:[\d.,]*\d)?/.exec(element.getAttribute('aria-label') ?? '')?.[0];
  return figure !== undefined && !shown.includes(figure) && hidden.some((part) => (part.textContent ?? '').includes(figure));
}

/** The element's text outside its `aria-hidden` parts. */
function shownText(element: Element): string {
  let text = '';
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === 3) text += child.nodeValue ?? '';
    else if (child.nodeType === 1 && (child as Element).getAttribute('aria-hidden') !== 'true') text += shownText(child as Element);
  }
  return text.trim();
}
