import { retag } from '../element-retag.js';
import { boundedText, squeezed } from '../element-text.js';

/**
 * A rating a label states: a score out of a scale or a number of stars, and a word that says it is
 * one, in English or in the languages shops label stars in besides (German, French, Spanish,
 * Italian, Dutch, the Nordic languages, Polish, Portuguese, Czech, Russian, Japanese, Korean, Vietnamese, Turkish, Indonesian: Otto's "4,4 von 5 Sternen", Mercado Libre's "Calificación 4.6 de 5", MUJI's "5つ星のうち4", "5점 만점에 4.5점", Sendo's "5 sao", Casa del Libro's "Valoración 5 de 5",
 * Elkjøp's "5 av 5 stjerner", Mall.cz's "Hodnocení 5 z 5").
 */
const RATING = /\d+(?:[.,]\d+)?\s*(?:(?:\/|out\s+of|of|von|sur|de|su|van|av|na|z|из)\s*\d+|つ星のうち\s*\d|점\s*만점|(?:stars?|sternen?|étoiles?|estrellas?|estrelas?|stelle|sterren|stjerner|stjärnor|gwiazd\p{L}*|hvězd\p{L}*|звезд\p{L}*|sao|yıldız|bintang)(?!\p{L}))/iu;
const RATING_WORD = /(?<!\p{L})(?:stars?|bubbles?|rat(?:ed|ing)|sternen?|bewertung|étoiles?|note|estrellas?|estrelas?|calificación|avaliação|stelle|valutazione|sterren|stjerner|stjärnor|gwiazd\p{L}*|ocena|betyg|vurdering|bedømmelse|hodnocení|hvězd\p{L}*|рейтинг|оценка|звезд\p{L}*|valoración|puntuación|sao|yıldız|bintang)(?!\p{L})|つ星のうち|만점|별점/iu;
/** A rating's label is short: a longer one is a sentence about something else. */
const RATING_MAX_CHARS = 80;

/** Whether `label` (an `aria-label`, an SVG's `<title>`) states a rating ("4.5 of 5 bubbles", "Rated 4.7 out of 5 stars"). */
export function isRatingLabel(label: string): boolean {
  return label.length <= RATING_MAX_CHARS && RATING.test(label) && RATING_WORD.test(label);
}

/**
 * Writes out the ratings that a page states only to screen readers: the stars are drawn (an icon
 * font, a width-styled bar, SVGs the chain drops) and the score is the element's `aria-label`
 * (Coursera's `<div role="img" aria-label="4 out of 5 stars">`, Home Depot's `<a aria-label="4.7 out of
 * 5 stars, 38291 reviews">(38,291)</a>`), or its `title` (Backloggd's `<div class="star-ratings-static" title="3 stars">`
 * over five drawn "★", a width showing how many are filled). An element with no text gets its label as text; one whose
 * text is only figures (a review count), or words the label says too (Sweetwater's "18 Reviews"
 * under "4.9 out of 5 stars, 18 reviews"), or a count and its word alone (Kelkoo's "(1,206 reviews)" under "Rated 4.5 out of 5"), gets the label instead, which says that and more, and the
 * figures after it where the label does not say them.
 * `labelled`: elements with an `aria-label` that `isRatingLabel`.
 */
export function writeRatingLabels(labelled: readonly Element[]): void {
  for (const element of labelled) {
    const label = (element.getAttribute('aria-label') ?? element.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
    const text = (element.textContent ?? '').trim();
    if (/\p{L}/u.test(text) && !saysToo(label, text) && !COUNT_ALONE.test(text) && !saysAllFigures(label, text)) continue;
    // A count the label does not say stays beside it (Bauhaus' "(112)" under "Bewertung: 4,5 von 5 Sternen").
    const own = element.ownerDocument.createTextNode(` ${saysFigures(label, text) || saysAllFigures(label, text) ? label : `${label} ${text}`} `);
    if (text === '') {
      element.append(own);
      dropSaidBeside(element, label);
    } else element.replaceChildren(own);
  }
}

/**
 * Removes the element beside drawn stars that shows only the score and count their label states (bol.com's
 * `div[data-test="rating-suffix"]` "4,3 (128 reviews)" after the stars' "Gemiddeld 4.3 van de 5 sterren uit 128 reviews"):
 * once the label is written it said the rating twice.
 */
function dropSaidBeside(element: Element, label: string): void {
  for (const beside of [element.nextElementSibling, element.previousElementSibling]) {
    const text = squeezed(beside?.textContent ?? '');
    if (beside === null || beside.querySelector('a[href], img') !== null || !statesEach(label, text)) continue;
    if (SCORE_ALONE.test(text) || SCORE_AND_COUNT.test(text) || COUNT_ALONE.test(text) || BRACKETED_COUNT.test(text)) beside.remove();
  }
}

/** A count and the word it counts, alone ("(1,206 reviews)", "318 Bewertungen"): the label's stars' number of votes. */
const COUNT_ALONE = /^\(?\d[\d.,\s\u00a0\u202f]*\p{L}{1,14}\)?$/u;

/** Whether `label` states every figure `text` shows, however grouped ("38291" for "(38,291)"); drawn stars and fractions are no figures. */
function saysFigures(label: string, text: string): boolean {
  const figures = (value: string): string[] => Array.from(value.matchAll(/\d(?:[\d.,\s\u00a0\u202f]*\d)?/g), (match) => match[0].replace(/[^\d]/g, ''));
  const stated = new Set(figures(label));
  return figures(text).every((figure) => stated.has(figure));
}

/**
 * A short text whose figures the label all states, in words of its own (Allegro's link "4,78 214 ocen i 61 recenzji" round its
 * drawn stars, labelled "Ocena produktu 4,78 na 5, 214 ocen i 61 recenzji"): the label says it, and the scale besides.
 */
function saysAllFigures(label: string, text: string): boolean {
  const said = squeezed(text);
  // A score and its count in brackets reads as a rating already (Media Expert's "4.6 (38 opinii)").
  return said.length <= RATING_MAX_CHARS && !SCORE_AND_COUNT.test(said) && statesEach(label, said);
}

/** A figure grouped by thousands ("1,230", "38.291"): its digits are the number. */
const GROUPED_FIGURE = /^\d{1,3}(?:[.,]\d{3})+$/;

/**
 * Whether `text` shows a figure and `label` states each it shows, as a number: "4,3" is "4.3", "1.230" is "1230", and
 * "4.6" is no "46" (Newegg's count "(46)" beside "rated 4.6 out of 5"). Figures stand apart at each space: "4,78 214" is a score and a count.
 */
function statesEach(label: string, text: string): boolean {
  const figures = (value: string): string[] => Array.from(value.matchAll(/\d+(?:[.,]\d+)*/g), ([figure]) => (GROUPED_FIGURE.test(figure) ? figure.replace(/[.,]/g, '') : figure.replace(',', '.')));
  const stated = new Set(figures(label));
  const shown = figures(text);
  return shown.length > 0 && shown.every((figure) => stated.has(figure));
}

/** Whether `label` says all `text` says: its words, in order, ignoring case and punctuation. */
function saysToo(label: string, text: string): boolean {
  const words = (value: string): string => ` ${value.toLowerCase().replace(/[^\p{L}\p{N}.,]+/gu, ' ').trim()} `;
  return words(label).includes(words(text));
}

/**
 * Writes as text each link into the page whose words state a rating (Bazaarvoice's `<a
 * href="#pdp-reviews" aria-label="4.5 out of 5 stars…">`, Argos's `<a href="#reviews"><span
 * class="visually-hidden">4.7 out of 5 stars</span> (6,218)</a>`): it is the product's rating, not
 * a link, and as one the block around it was all link text and went as a menu; so is a link to the reviews
 * that shows a score and a count (`SCORE_AND_COUNT`: Xiaomi's "4.8 (326 reviews)"). Runs after
 * `writeRatingLabels`. `links`: the page's links into itself.
 */
export function unlinkRatings(links: readonly Element[]): void {
  for (const link of links) {
    if (link.parentNode === null) continue;
    const text = boundedText(link, (read) => read.length > RATING_MAX_CHARS * 2);
    if (text === undefined) continue;
    const words = squeezed(text);
    const toReviews = REVIEWS_TARGET.test(link.getAttribute('href') ?? '');
    if (isRatingLabel(words) || (SCORE_AND_COUNT.test(words) && toReviews)) retag(link, 'span').removeAttribute('href');
    else if (toReviews && (COUNT_ALONE.test(words) || BRACKETED_COUNT.test(words))) joinScore(link);
  }
}

/** A count of votes alone in brackets ("(27)"), the word it counts left to the link's target. */
const BRACKETED_COUNT = /^\(\s*\d[\d.,\s\u00a0\u202f]*\)$/u;
/** A score alone ("4.3", "4,5"): the stars beside it are drawn. */
const SCORE_ALONE = /^\d(?:[.,]\d{1,2})?$/;

/**
 * Writes as text a link to the reviews that shows only their count, and sets it after the score the
 * element before it shows (Bazaarvoice's rating summary, used by many shops: `div.bv_avgRating_component_container`
 * "4.3" then `a.bv_numReviews_text href="#reviews"` "(27)"): all link text, the count went as a menu,
 * and the score stood alone on its line; now they read "4.3 (27)". A score hidden from readers keeps the link as it was.
 */
function joinScore(link: Element): void {
  const score = link.previousElementSibling;
  if (score === null || score.getAttribute('aria-hidden') === 'true' || score.hasAttribute('hidden')) return;
  for (let node = link.previousSibling; node !== null && node !== score; node = node.previousSibling) if (node.nodeType !== 3 || /\S/.test(node.textContent ?? '')) return;
  const said = squeezed(score.textContent ?? '');
  if (!SCORE_ALONE.test(said) && !isRatingLabel(said)) return;
  const count = retag(link, 'span');
  count.removeAttribute('href');
  score.append(' ', count);
}

/**
 * A score and its count of votes, no word saying so ("4.8 (326 reviews)", "4,5 (112)"): a rating when the link
 * goes to the page's reviews (Xiaomi's `<a href="#J_reviews">`, {@link REVIEWS_TARGET}).
 */
const SCORE_AND_COUNT = /^\d(?:[.,]\d{1,2})?\s*\(\s*\d[\d.,\s\u00a0\u202f]*(?:\p{L}+\s*)?\)$/u;
/** A fragment naming the reviews' section, in the languages of {@link RATING_WORD}. */
const REVIEWS_TARGET = /^#.*(?:review|rating|bewert|avis|recens|opini|valuta|beoordel|omd(?:ö|o)m|anmeld|opin|отзыв)/i;
