import { mentionsPrice } from '../../../../../domain/page/price-mention.policy.js';

/** An offer's label is short: a price or a verb, and the shop ("$80 at Amazon", "Buy at Volta"). */
const OFFER_MAX_CHARS = 60;
/** An element of more offers than this is a shop's price list, not a product's offers. */
const OFFERS_MAX = 8;
/** What comes before the shop: anything up to "at", "from", "on" or "@", and the shop's first character. */
const BEFORE_SHOP = /^(.{1,30}?)\s+(?:at|from|on|@)\s+\S/iu;
/** A verb that says the link sells ("Buy at", "Shop now at", "Check price on", "See it at", "View at"). */
const SELLING_VERB = /^(?:buy|shop|get|check|see|view)\b/iu;

/** Whether `text` is a product's offer: a price or a selling verb, then where to buy ("$80 at Amazon", "Buy at Volta"). */
export function isOfferLabel(text: string): boolean {
  if (text.length > OFFER_MAX_CHARS) return false;
  const before = BEFORE_SHOP.exec(text)?.[1];
  return before !== undefined && (mentionsPrice(before) || SELLING_VERB.test(before));
}

/**
 * Whether every link of `element` (one to {@link OFFERS_MAX}) is an offer (`isOfferLabel`): a
 * buying guide's product card says where the product sells and for how much only in its
 * buttons (Wired's `ProductEmbedOffers`: "$80 at Amazon", "$85 at Best Buy"), a `<div>` of
 * nothing but links, which Readability's conditional cleaning removed as a link cluster.
 */
export function isOfferLinks(element: Element): boolean {
  const links = element.getElementsByTagName('a');
  if (links.length === 0 || links.length > OFFERS_MAX) return false;
  for (const link of Array.from(links)) {
    if (!isOfferLabel((link.textContent ?? '').replace(/\s+/g, ' ').trim())) return false;
  }
  return true;
}
