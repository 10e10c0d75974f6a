import { classHoldsWord } from './name-words.js';

/** A unit of an age: "3 hours", "a month", "2d". */
const AGE = String.raw`(?:a|an|\d+)\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|w|months?|mo|years?|yrs?|y)`;
/**
 * A time said relative to when the page was served: "3 hours ago", "about a month ago", an age of two
 * units (Drupal's and Kunena's "1 week 5 days ago"), "yesterday", and an age alone ("9mo", "3h").
 */
const ENGLISH_AGO = String.raw`^(?:(?:about|almost|over|nearly)\s+)?${AGE}(?:,?\s+(?:and\s+)?${AGE})*\s+ago$|^(?:yesterday|today|just now)$|^\d+\s?(?:s|m|min|h|d|w|mo|y|yr)$`;
/**
 * The same in other languages, as forums print it: Chinese "3 小时 13 分钟前" (V2EX), Japanese "3時間前",
 * German "vor 3 Stunden", French "il y a 2 jours", Spanish and Portuguese "hace/há 5 minutos", Russian "3 часа назад".
 */
const OTHER_AGO = [
  String.raw`^(?:\d+\s*(?:秒|秒钟|分钟|分|小时|小時|時間|天|日|周|週|週間|个月|か月|ヶ月|年)\s*)+前$`,
  String.raw`^vor\s+(?:ein(?:e[mr]?)?|\d+)\s+(?:Sekunden?|Minuten?|Stunden?|Tag(?:en)?|Wochen?|Monat(?:en)?|Jahr(?:en)?)$`,
  String.raw`^il y a\s+(?:une?|\d+)\s+(?:secondes?|minutes?|heures?|jours?|semaines?|mois|ans?)$`,
  String.raw`^(?:hace|há)\s+(?:una?|\d+)\s+(?:segundos?|minutos?|horas?|d[ií]as?|semanas?|mes(?:es)?|meses|años?|anos?)$`,
  String.raw`^\d+\s+(?:секунд\S*|минут\S*|час\S*|дн(?:я|ей)|день|недел\S*|месяц\S*|год\S*|лет)\s+назад$`,
];
const RELATIVE_TIME = new RegExp([ENGLISH_AGO, ...OTHER_AGO].join('|'), 'iu');
/** The tooltip a script shows over a time (Lemmy's `<span class="moment-time" data-tippy-content="Friday, March 8th, 2024 at 2:41:55 PM …">9mo</span>`), read as its `title`. */
export const TOOLTIP = 'data-tippy-content';
/** Words a tooltip sets before its date: up to a weekday's or month's name, or a number. */
const BEFORE_DATE = /^[^\d]*?(?=\b(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\d)/i;
/** A date: a year in it. */
const ABSOLUTE_DATE = /\b(?:19|20)\d{2}\b/;
/** An ISO 8601 date, with its time where given. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?=\s|$)/;
/** A date in a `title` is short; JavaScript's `Date#toString` (Kaggle's "Wed Aug 14 2024 10:02:11 GMT+0000 (Coordinated Universal Time)") is the longest. */
const DATE_MAX_CHARS = 80;

/**
 * Writes beside each relative time the absolute date its `title` gives (Stack Overflow's `<span
 * title="2024-03-08 11:02:19Z" class="relativetime">3 hours ago</span>`, npm's "published … 3 days ago"):
 * read later, "3 hours ago" dates nothing, and the page said when only to a pointer's hover. An
 * empty one whose `title` is an ISO date (NodeBB's `<a class="timeago" title="2024-05-02T19:14:08.000Z"></a>`,
 * which a script fills) is given that date as its text, and so is one of GitHub's scripted time
 * elements that shows no year (`writeScriptedTime`). `titled`: `<span>`s, `<abbr>`s, `<time>`s and
 * links with a `title`, and those elements. Returns how many were written.
 */
export function writeRelativeDates(titled: readonly Element[]): number {
  let written = 0;
  for (const element of titled) {
    if (SCRIPTED_TIMES.has(element.localName)) {
      written += writeScriptedTime(element) ? 1 : 0;
      continue;
    }
    const title = (element.getAttribute('title') ?? element.getAttribute(TOOLTIP) ?? '').replace(/\s+/g, ' ').trim();
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (title.length > DATE_MAX_CHARS || !ABSOLUTE_DATE.test(title)) continue;
    const iso = ISO_TIME.exec(title)?.[0];
    if (text === '' && iso !== undefined && element.children.length === 0) {
      element.textContent = iso;
      written += 1;
      continue;
    }
    if (!RELATIVE_TIME.test(text)) continue;
    // Hacker News follows its ISO time with a Unix timestamp: the ISO time says it.
    // JavaScript's date string names its zone twice: "GMT+0000 (Coordinated Universal Time)"; the offset says it.
    // Words before the date are the tooltip's (Trac's timeline link: "See timeline at Mar 14, 2021, 10:22:41 AM").
    // Stated in markup as well: a series of posts each dated so is found as one (V2EX's replies).
    if (iso !== undefined && !element.hasAttribute('datetime')) element.setAttribute('datetime', iso);
    element.after(` (${iso ?? title.replace(/(GMT[+-]\d{4})\s*\([^()]*\)$/, '$1').replace(BEFORE_DATE, '')})`);
    written += 1;
  }
  return written;
}

/** GitHub's custom time elements, which a script rewrites from `datetime` ("21 May 14:08", "3 days ago"). */
export const SCRIPTED_TIMES = new Set(['relative-time', 'local-time', 'time-ago']);

/**
 * Writes into a scripted time that shows no year the date its `datetime` gives (GitHub's
 * `<relative-time datetime="2024-05-21T14:08:44Z">21 May 14:08</relative-time>` over a release):
 * without the year a reader cannot tell this May's release from last year's.
 */
function writeScriptedTime(element: Element): boolean {
  const iso = ISO_TIME.exec((element.getAttribute('datetime') ?? '').trim())?.[0];
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (iso === undefined || ABSOLUTE_DATE.test(text)) return false;
  // In the element: Turndown sets a custom element among blocks apart as a block, and the date with it.
  element.textContent = text === '' ? iso : `${text} (${iso})`;
  return true;
}

/** Class words of the scripts that write a time's text from its `datetime` (jQuery timeago, Livestamp, Moment). */
const FILLED_BY_SCRIPT = new Set(['timeago', 'livestamp', 'moment']);

function isScriptFilled(time: Element): boolean {
  return classHoldsWord(time, FILLED_BY_SCRIPT);
}

/**
 * Writes into each `<time>` whose text shows no year the day its `datetime` states ("May 12
 * (2025-05-12)" on DEV's post cards, "3 hours ago (2024-03-17)"): read later, a day without its year,
 * or an age, dates nothing; an empty one a script fills (its class names the script) is given its `datetime`, to the second. A `<time>` holding other elements is left as it is. `times`: the page's
 * `<time>` elements. Returns how many were written.
 */
export function writeYearlessTimes(times: readonly Element[]): number {
  let written = 0;
  for (const time of times) {
    const day = /^\d{4}-\d{2}-\d{2}/.exec((time.getAttribute('datetime') ?? '').trim())?.[0];
    const text = (time.textContent ?? '').replace(/\s+/g, ' ').trim();
    // An empty time a script fills from its `datetime` (Lichess' `<time class="timeago" datetime="2025-01-19T23:02:41.090Z">&nbsp;</time>` after each post's author) is given that time;
    // one that states a date to machines alone (Stack Exchange's `<time itemprop="dateCreated">` beside "answered Mar 28, 2014") is no script's.
    if (text === '' && time.firstElementChild === null && day !== undefined && isScriptFilled(time)) {
      time.textContent = (ISO_TIME.exec((time.getAttribute('datetime') ?? '').trim())?.[0] ?? day).replace(/(:\d{2})\.\d+/, '$1');
      written += 1;
      continue;
    }
    // An age whose title states the date is `writeRelativeDates`'s, which writes the title's fuller form;
    // a day without its year is this one's, whatever its title (Hugging Face's "Nov 2" titled "Sat, 02 Nov 2024 07:55:20 GMT").
    if (day === undefined || text === '' || time.firstElementChild !== null || ABSOLUTE_DATE.test(text) || text.includes(day) || (ABSOLUTE_DATE.test(time.getAttribute('title') ?? '') && RELATIVE_TIME.test(text))) continue;
    time.textContent = `${text} (${day})`;
    written += 1;
  }
  return written;
}
