/**
 * Headings that title a block beside a page's own content: another product's carousel ("Similar
 * items", "Customers also bought", "You may also like") on any page, and, on a product page, the
 * customers' reviews ("8 Reviews", "Customer reviews", "Reviews for …"). The product's own
 * description and specifications never carry such a heading.
 */
const RECOMMENDATION = new RegExp(
  [
    String.raw`\balso (?:viewed|bought|purchased|liked?|loved?)\b`,
    String.raw`\bsimilar (?:items|products)\b`,
    String.raw`\brelated (?:items|products|searches)\b`,
    String.raw`\byou (?:may|might|will|could) (?:also )?(?:like|love|enjoy)\b`,
    String.raw`\bexplore related\b`,
    String.raw`\bfeatured products\b`,
    String.raw`\brecently viewed\b`,
    String.raw`\bfrequently bought\b`,
    String.raw`\bbought together\b`,
    String.raw`\bcustomers (?:also|who)\b`,
    String.raw`\btop products\b`,
    String.raw`\bcomplete the look\b`,
    String.raw`\bmore from (?:this|the) (?:seller|brand|store|shop)\b`,
    String.raw`\bsponsored (?:products|items)\b`,
    String.raw`\bshop similar\b`,
  ].join('|'),
  'i',
);
const REVIEWS = new RegExp(
  [
    String.raw`^(?:\d[\d,.]*\s+)?(?:customer |user |product )?(?:reviews?|ratings?)\b`,
    String.raw`\bcustomer (?:reviews|ratings)\b`,
    String.raw`\breviews? (?:for|of)\b`,
    String.raw`\bwrite a review\b`,
    String.raw`\bhelpful (?:favou?rable |critical )?review\b`,
    String.raw`\brating (?:breakdown|snapshot|distribution)\b`,
  ].join('|'),
  'i',
);

/** What an aside heading titles. */
export type AsideKind = 'recommendations' | 'reviews';

/**
 * The kind of aside block a heading titles, or undefined when it titles content. Reviews count
 * only where the caller says so (product pages: on service pages and articles a "Reviews" section
 * is often the content itself).
 */
export function asideHeadingKind(heading: string, options: { readonly reviews: boolean }): AsideKind | undefined {
  const text = heading.replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > 120) return undefined;
  if (RECOMMENDATION.test(text)) return 'recommendations';
  if (options.reviews && REVIEWS.test(text)) return 'reviews';
  return undefined;
}
