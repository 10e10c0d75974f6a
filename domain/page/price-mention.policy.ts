/** Currency signs and ISO codes written before or after an amount. */
const SIGN = String.raw`[$€£¥₹₩₽₺]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|CNY|INR|SEK|NOK|DKK|PLN|CZK|HUF|BRL|MXN|ZAR|RON)\b|\bkr\b|\bzł`;
const AMOUNT = String.raw`\d[\d.,\u00a0\u202f' ]*`;
const PRICE = new RegExp(String.raw`(?:${SIGN})\s?\d|${AMOUNT}\s?(?:${SIGN})`, 'iu');

/**
 * True when `text` states a price: an amount with a currency sign or ISO code before or after it
 * ("$99.95", "99,90€", "EUR 163.12", "1 299 kr"). A bare number is not a price.
 */
export function mentionsPrice(text: string): boolean {
  return PRICE.test(text);
}
