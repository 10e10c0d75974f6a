const SIGN = '[$€£¥₹₩₽₺₪₫฿₱₴₦]';
/** ISO codes in capitals; shop markup often runs them into the word before ("TeeEUR 35"), so only a capital may not precede. */
const CODE = '(?<![A-Z])(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|CNY|INR|SEK|NOK|DKK|PLN|CZK|HUF|BRL|MXN|ZAR|RON|AED|SAR|QAR|KWD|TRY|TL|KRW|SGD|HKD|THB|IDR|MYR|VND|EGP|ILS|RUB|UAH|BGN|ISK|CLP|COP|PEN|ARS|TWD)(?![A-Za-z])';
/** Currency words written after an amount ("1 299 kr", "49,99 zł", "20 eur", "1.749,99 Lei", "2 499 Kč"). */
const AFTER = '(?:kr|zł|eur|[Ll]ei|[Kk]č)(?![a-z])';
/** A Nordic or Swiss whole amount ("549,-", "2 499,–", Sweden's "1 599:-") and the rupiah's sign before one ("Rp3.649.000"). */
const WHOLE = '\\d[,:][-–](?!\\d)';
const RUPIAH = '(?<![A-Za-z])Rp\\s?\\d';
const PRICE = new RegExp(`(?:${SIGN}|${CODE})\\s?\\d|\\d\\s?(?:${SIGN}|${CODE}|${AFTER})|${WHOLE}|${RUPIAH}`, 'u');

/**
 * True when `text` states a price: an amount with a currency sign or ISO code before or after it
 * ("$99.95", "99,90€", "EUR 163.12", "1 299 kr", "549,-", "1 599:-", "Rp3.649.000"). A bare number is not a price.
 */
export function mentionsPrice(text: string): boolean {
  return PRICE.test(text);
}

const PRICES = new RegExp(PRICE.source, 'gu');

/** How many prices `text` states (see {@link mentionsPrice}). */
export function priceCount(text: string): number {
  return text.match(PRICES)?.length ?? 0;
}

/** A price alone says at most this many letters besides its amount and currency ("R$", "Kč", ",-"). */
const AMOUNT_ALONE_MAX_OTHER = 3;

/**
 * True when `text` is one price and nothing else: no label, no action's words ("CHF 549.–", "R$ 379,99", "1 599:-").
 * Digits, separators, dashes, currency signs and ISO codes aside, at most {@link AMOUNT_ALONE_MAX_OTHER} characters remain.
 */
export function isAmountAlone(text: string): boolean {
  return priceCount(text) === 1 && text.replace(/[\d\s.,'’–-]|\p{Sc}|\b[A-Z]{3}\b/gu, '').length <= AMOUNT_ALONE_MAX_OTHER;
}
