/** Years a publication date may fall in; anything else is a parsing accident. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

const ENGLISH_MONTHS: Readonly<Record<string, number>> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};
/**
 * Month names and abbreviations in German, French, Spanish, Italian, Portuguese and Dutch, read where a
 * day comes first ("5. März 2024", "5 mars 2024", "5 de marzo de 2024"). Abbreviations that are English
 * words ("set", "out", "ago", "gen", "mag") are left out.
 */
const OTHER_MONTHS: Readonly<Record<string, number>> = {
  januar: 1, jänner: 1, janvier: 1, janv: 1, enero: 1, ene: 1, gennaio: 1, janeiro: 1, januari: 1,
  februar: 2, février: 2, fevrier: 2, févr: 2, fevr: 2, febrero: 2, febbraio: 2, fevereiro: 2, fev: 2, februari: 2,
  märz: 3, maerz: 3, mars: 3, marzo: 3, março: 3, marco: 3, maart: 3,
  avril: 4, avr: 4, abril: 4, abr: 4, aprile: 4,
  mai: 5, mayo: 5, maggio: 5, maio: 5, mei: 5,
  juni: 6, juin: 6, junio: 6, giugno: 6, giu: 6, junho: 6,
  juli: 7, juillet: 7, juil: 7, julio: 7, luglio: 7, lug: 7, julho: 7,
  août: 8, aout: 8, agosto: 8, augustus: 8,
  septembre: 9, septiembre: 9, setiembre: 9, settembre: 9, setembro: 9,
  oktober: 10, okt: 10, octobre: 10, octubre: 10, ottobre: 10, ott: 10, outubro: 10,
  novembre: 11, noviembre: 11, novembro: 11,
  dezember: 12, dez: 12, décembre: 12, decembre: 12, déc: 12, diciembre: 12, dic: 12, dicembre: 12, dezembro: 12,
};
const MONTHS: Readonly<Record<string, number>> = { ...ENGLISH_MONTHS, ...OTHER_MONTHS };
/** Any month name {@link MONTHS} knows, longest first, as a regular expression's alternation. */
const ANY_MONTH = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');

const ISO = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?/i;
const NUMERIC_YMD = /^\s*(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b/;
/** Korea's spaced dots, each part closed by one ("2025. 3. 12."); without the last dot a year ends a sentence before a count. */
const SPACED_DOTS_YMD = /^\s*(\d{4})\.\s(\d{1,2})\.\s(\d{1,2})\./;
const NUMERIC_DMY = /^\s*(\d{1,2})([/.])(\d{1,2})[/.](\d{4})\b/;
const MONTH_FIRST = /^\s*(?:[a-z]+,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i;
const DAY_FIRST = /^\s*(?:\p{L}+,?\s+)?(\d{1,2})(?:st|nd|rd|th)?\.?\s+(?:de\s+)?(\p{L}{3,10})\.?,?\s+(?:de\s+)?(\d{4})\b/iu;
/** Chinese, Japanese and Korean dates ("2024年3月5日", "2024년 3월 5일"). */
const CJK_DATE = /^\s*(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/;
/** C's `asctime` and `date`'s style, the clock before the year, a zone between (mail archives: "Wed Oct  9 08:47:31 EDT 2024"). */
const CLOCK_BEFORE_YEAR = /^\s*(?:[a-z]{3},?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s+[a-z]{1,5})?(?:\s+[+-]\d{4})?\s+(\d{4})\b/i;
/** The citation style of PubMed and the NLM ("2024 Feb 5"). */
const YEAR_FIRST = /^\s*(\d{4})\s+([a-z]{3,9})\.?\s+(\d{1,2})\b/i;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function validDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}

function dateOnly(year: number, month: number, day: number): string | undefined {
  return validDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

function offsetOf(zone: string | undefined): string {
  if (zone === undefined) return '';
  if (zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.replace(':', '');
  return `${digits.slice(0, 3)}:${digits.length > 3 ? digits.slice(3, 5) : '00'}`;
}

/**
 * Normalises a publication date as pages state it to ISO 8601: `YYYY-MM-DD`, or
 * `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]` when the page gave a time (kept in the page's own offset,
 * never converted, so the calendar date is the one the page shows). Accepts ISO forms
 * (`2019-11-19T06:51:00-05:00`, `2019-11-19 06:51`), `YYYY/MM/DD`, `DD.MM.YYYY`, `DD/MM/YYYY` only
 * when the day is above 12 or equals the month (otherwise the order is ambiguous), English month names
 * (`Nov 19, 2019`, `Tuesday, 19 November 2019`, PubMed's `2024 Feb 5`), a day before a month named in six
 * other languages (`5. März 2024`, `5 de marzo de 2024`) and Chinese, Japanese and Korean dates (`2024年3月5日`). Returns `undefined` for anything else, for impossible
 * dates and for years outside 1900–2100: a wrong date is worse than none.
 */
export function normalizePublicationDate(raw: string): string | undefined {
  const text = raw.trim().slice(0, 100);
  const iso = ISO.exec(text);
  if (iso !== null) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const date = dateOnly(year, month, day);
    if (date === undefined) return undefined;
    if (iso[4] === undefined) return date;
    const [hour, minute] = [Number(iso[4]), Number(iso[5])];
    if (hour > 23 || minute > 59) return date;
    const seconds = iso[6] === undefined ? '' : `:${iso[6]}`;
    return `${date}T${pad(hour)}:${pad(minute)}${seconds}${offsetOf(iso[7])}`;
  }
  const ymd = NUMERIC_YMD.exec(text) ?? SPACED_DOTS_YMD.exec(text);
  if (ymd !== null) return dateOnly(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = NUMERIC_DMY.exec(text);
  if (dmy !== null) {
    const [first, second, year] = [Number(dmy[1]), Number(dmy[3]), Number(dmy[4])];
    // Dots separate a day first ("05.03.2024" in Germany, Russia, Scandinavia); slashes are read either way round.
    if (dmy[2] === '.' || first > 12 || first === second) return dateOnly(year, second, first);
    if (second > 12) return dateOnly(year, first, second);
    return undefined;
  }
  const cjk = CJK_DATE.exec(text);
  if (cjk !== null) return dateOnly(Number(cjk[1]), Number(cjk[2]), Number(cjk[3]));
  const monthFirst = MONTH_FIRST.exec(text);
  if (monthFirst !== null) {
    const month = ENGLISH_MONTHS[(monthFirst[1] as string).toLowerCase()];
    if (month !== undefined) return dateOnly(Number(monthFirst[3]), month, Number(monthFirst[2]));
  }
  const clockFirst = CLOCK_BEFORE_YEAR.exec(text);
  if (clockFirst !== null) {
    const month = ENGLISH_MONTHS[(clockFirst[1] as string).toLowerCase()];
    if (month !== undefined) return dateOnly(Number(clockFirst[3]), month, Number(clockFirst[2]));
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst !== null) {
    const month = MONTHS[(dayFirst[2] as string).toLowerCase()];
    if (month !== undefined) return dateOnly(Number(dayFirst[3]), month, Number(dayFirst[1]));
  }
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst !== null) {
    const month = ENGLISH_MONTHS[(yearFirst[2] as string).toLowerCase()];
    if (month !== undefined) return dateOnly(Number(yearFirst[1]), month, Number(yearFirst[3]));
  }
  return undefined;
}

const DATE_IN_TEXT = new RegExp([
  String.raw`\b\d{4}-\d{1,2}-\d{1,2}(?:[T\s]\d{1,2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?)?`,
  String.raw`\b\d{4}[/.]\d{1,2}[/.]\d{1,2}\b`,
  String.raw`\b\d{4}\.\s\d{1,2}\.\s\d{1,2}\.`,
  String.raw`\b\d{1,2}[./]\d{1,2}[./]\d{4}\b`,
  String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b`,
  String.raw`\b\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:de\s+)?(?:${ANY_MONTH})\.?,?\s+(?:de\s+)?\d{4}\b`,
  String.raw`\b\d{4}\s*[年년]\s*\d{1,2}\s*[月월]\s*\d{1,2}\s*[日일]`,
  String.raw`\b\d{4}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s+\d{1,2}\b`,
  String.raw`\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s+\d{1,2}\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s+[a-z]{1,5})?(?:\s+[+-]\d{4})?\s+\d{4}\b`,
].join('|'), 'giu');

/**
 * The first date with a year written in `text` (ISO, numeric or with an English month name, as
 * {@link normalizePublicationDate} reads them), normalised; `undefined` when there is none.
 * Relative dates ("2 days ago") and dates without a year are not dates here.
 */
export function findDateInText(text: string): string | undefined {
  DATE_IN_TEXT.lastIndex = 0;
  for (let match = DATE_IN_TEXT.exec(text); match !== null; match = DATE_IN_TEXT.exec(text)) {
    const date = normalizePublicationDate(match[0]);
    if (date !== undefined) return date;
  }
  return undefined;
}

/**
 * Every date with a year written in `text` (see {@link findDateInText}), as `YYYY-MM-DD`, at most
 * `limit` of them, in order of appearance.
 */
export function datesInText(text: string, limit = 200): string[] {
  const dates: string[] = [];
  DATE_IN_TEXT.lastIndex = 0;
  for (let match = DATE_IN_TEXT.exec(text); match !== null && dates.length < limit; match = DATE_IN_TEXT.exec(text)) {
    const date = normalizePublicationDate(match[0]);
    if (date !== undefined) dates.push(date.slice(0, 10));
  }
  return dates;
}

/**
 * Text right before a date that labels it as something other than the publication: an account's
 * join date ("Joined: Wed Jul 04, 2012", "Member since"), a revision ("Updated", "Last edited
 * on") or a deadline ("Review due:" in a runbook's owner panel, "Expires", "Closing date",
 * "Valid until", "Next review"), when a rate or rule applies (a bank's "Rates effective as of", an
 * airline's "tickets purchased on or after"), a journal's history ("Received 14 December 2022, Accepted 3 April
 * 2023") or a work's release (a game's "released on Oct 19, 2023" under its title, a show's "premiered on"). Up to two words (a weekday, "on") and a clock time may stand between the label and the date.
 */
/** A clock time a label may set before its date ("Updated 10:04 AM EST, March 2, 2024"). */
const LABEL_TIME = String.raw`(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?(?:\s+[a-z]{2,5})?[\s,]+)?`;
/**
 * Revision labels: English, and the common ones of German, French, Spanish, Italian, Portuguese, Dutch,
 * Chinese and Japanese ("aktualisiert", "mis à jour", "编辑于", "更新日"; CJK has no word boundaries).
 */
const REVISION_WORDS = String.raw`\b(?:updated|modified|edited|revised|revision|aktualisiert|geändert|mis à jour|modifié|actualizado|aggiornato|atualizado|bijgewerkt)\b|编辑于|更新于|修改于|更新日|最終更新`;
const DEADLINE_WORDS = String.raw`\b(?:due|deadline|expires?|expiry|expiration|closing date|closes|end date|ends|apply by|valid (?:until|through|thru)|next review|review by)\b`;
/** Words that date when a rate, fee or rule applies ("Rates effective as of", "tickets purchased on or after", "stops accepting requests on"). */
const APPLIES_WORDS = String.raw`\b(?:as of|effective(?: from| on)?|on or (?:after|before)|starting(?: on| from)?|stops? [a-z]+ [a-z]+ on|until|through)\b`;
/** Words that date another page: the newest of the posts a blog recommends (CSDN's "最新推荐文章于 2024-05-20 16:42:11 发布" above each article's own date). */
const OTHER_POST_WORDS = String.raw`\b(?:latest|newest|recommended) (?:post|article)\b|(?:推荐|最新)文章于`;
/** Words that date when a thing on offer can be had (a flat's "Bezugsfrei ab 01.08.2025", "Available from"): the listing's terms, not its publication. */
const AVAILABLE_WORDS = String.raw`\b(?:available (?:from|on)|move-in(?: date)?|bezugsfrei(?: ab)?|verfügbar ab|frei ab|disponible (?:à partir du|dès le|dès)|beschikbaar (?:per|vanaf))(?!\p{L})`;
/**
 * Words that date when a job starts or ends (the Bundesagentur's "Eintrittsdatum ab 01.02.2025", "befristet bis"): the post's terms. Not English
 * "Start date": XenForo labels a thread's first post so.
 */
const JOB_TERM_WORDS = String.raw`(?<!\p{L})(?:eintrittsdatum|eintritt(?: ab| zum)?|arbeitsbeginn|befristet bis|date de début|fecha de (?:inicio|incorporación)|data di inizio)(?!\p{L})`;
const OTHER_DATE_LABEL = new RegExp(String.raw`(?:\b(?:joined|member since|registered|received|accepted|earnings date|dividend date|reviewed in(?: \p{L}+){1,4} on|released on|premiered on|first aired)\b|${DEADLINE_WORDS}|${APPLIES_WORDS}|${AVAILABLE_WORDS}|${JOB_TERM_WORDS}|${REVISION_WORDS}|${OTHER_POST_WORDS})[\s:,.-]*${LABEL_TIME}(?:[\p{L}\d]+[\s:,.-]+){0,2}$`, 'iu');
/** Characters before a date read for its label. */
const LABEL_CHARS = 40;

/**
 * The first date with a year in `text` (as {@link findDateInText}) that is not labelled as a join
 * or revision date; `before` is the text that precedes `text` on the page (for labels in another
 * element). `undefined` when there is none.
 */
export function findPublicationDateInText(text: string, before = ''): string | undefined {
  DATE_IN_TEXT.lastIndex = 0;
  let rangeEnd = -1;
  for (let match = DATE_IN_TEXT.exec(text); match !== null; match = DATE_IN_TEXT.exec(text)) {
    const date = normalizePublicationDate(match[0]);
    // The second date of a range ("Earnings Date Apr 29, 2025 - May 5, 2025") goes with the first, which its label passed over.
    const inRange = match.index === rangeEnd;
    if (date !== undefined && !inRange && !inIdentifier(text, match) && !labelsOtherDate(`${before} ${text.slice(0, match.index)}`)) return date;
    const end = match.index + match[0].length;
    const dash = RANGE_DASH.exec(text.slice(end));
    rangeEnd = dash === null ? -1 : end + dash[0].length;
  }
  return undefined;
}

/** What joins the two dates of a range: a dash or "to". */
const RANGE_DASH = /^\s*(?:[-–—]|to\b)\s*/;

/**
 * The matched date is part of a longer token: a path or an identifier that only spells a date
 * (bioRxiv's DOI `10.1101/2024.03.11.584421` under a preprint's title, posted three days later; a
 * link's `/2024/03/11/slug`). A slash or a dot right before it, or a dot, slash or hyphen right
 * after it that the token goes on past, says so.
 */
function inIdentifier(text: string, match: RegExpExecArray): boolean {
  const end = match.index + match[0].length;
  return /[/.]/.test(text.charAt(match.index - 1)) || /^[./-][\p{L}\p{N}]/u.test(text.slice(end, end + 2));
}

/** True when the end of `before` labels the date that follows as a join or revision date. */
export function labelsOtherDate(before: string): boolean {
  // The date follows the label: a label that ends the text ("Updated on") is followed by a space.
  return OTHER_DATE_LABEL.test(`${before} `.replace(/\s+/g, ' ').slice(-LABEL_CHARS));
}

/** A revision label ("Updated", "Last updated on", "Modified:", "Revised"), as in {@link OTHER_DATE_LABEL}. */
const REVISION_LABEL = new RegExp(String.raw`(?:${REVISION_WORDS})[\s:,.-]*${LABEL_TIME}(?:[\p{L}\d]+[\s:,.-]+){0,2}$`, 'iu');

/** True when the end of `before` labels the date that follows as a revision ("Updated", "Last modified on"). */
export function labelsRevision(before: string): boolean {
  return REVISION_LABEL.test(`${before} `.replace(/\s+/g, ' ').slice(-LABEL_CHARS));
}

/**
 * The first date with a year in `text` (as {@link findDateInText}) labelled as a revision
 * ("Updated Dec 18, 2025"); `before` is the text that precedes `text` on the page. `undefined`
 * when there is none.
 */
export function findRevisionDateInText(text: string, before = ''): string | undefined {
  DATE_IN_TEXT.lastIndex = 0;
  for (let match = DATE_IN_TEXT.exec(text); match !== null; match = DATE_IN_TEXT.exec(text)) {
    const date = normalizePublicationDate(match[0]);
    if (date !== undefined && !inIdentifier(text, match) && labelsRevision(`${before} ${text.slice(0, match.index)}`)) return date;
  }
  return undefined;
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * True when `text` writes the calendar day of `isoDate` (`YYYY-MM-DD…`) with an English month
 * name, with or without its year ("Jun 2", "June 2nd, 2019", "2 June"): how pages show a date they
 * also state in markup.
 */
export function writesDay(text: string, isoDate: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (match === null) return false;
  const name = MONTH_NAMES[Number(match[2]) - 1];
  if (name === undefined) return false;
  const month = `(?:${name}|${name.slice(0, 3)}${name.length > 4 ? `|${name.slice(0, 4)}` : ''})\\.?`;
  const dayOfMonth = `0?${Number(match[3])}(?:st|nd|rd|th)?`;
  return new RegExp(`\\b${month}\\s+${dayOfMonth}\\b|\\b${dayOfMonth}\\.?\\s+${month}\\b`, 'i').test(text);
}
