const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const SHORT_DAY = '(?:mon|tue|wed|thu|fri|sat|sun)';
const LONG_DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)';
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';

// RFC 9110 §5.6.7: the preferred IMF-fixdate and the two obsolete forms recipients must accept.
const IMF_FIXDATE = new RegExp(`^${SHORT_DAY}, (\\d{2}) ${MONTH} (\\d{4}) ${TIME} GMT$`, 'i');
const RFC850_DATE = new RegExp(`^${LONG_DAY}, (\\d{2})-${MONTH}-(\\d{2}) ${TIME} GMT$`, 'i');
const ASCTIME_DATE = new RegExp(`^${SHORT_DAY} ${MONTH} ( \\d|\\d{2}) ${TIME} (\\d{4})$`, 'i');

const DAY_MS = 86_400_000;

/**
 * Parses an HTTP-date (IMF-fixdate, RFC 850 or asctime) to epoch ms without `Date`.
 * `now` (epoch ms) resolves RFC 850's two-digit year: a year more than 50 years ahead means
 * the previous century. Returns undefined for anything malformed or out of range.
 */
export function parseHttpDate(value: string, now: number): number | undefined {
  const text = value.trim();
  const imf = IMF_FIXDATE.exec(text);
  if (imf) return toEpochMs(Number(imf[3]), imf[2], Number(imf[1]), imf[4], imf[5], imf[6]);
  const rfc850 = RFC850_DATE.exec(text);
  if (rfc850) {
    const year = expandTwoDigitYear(Number(rfc850[3]), now);
    return toEpochMs(year, rfc850[2], Number(rfc850[1]), rfc850[4], rfc850[5], rfc850[6]);
  }
  const asctime = ASCTIME_DATE.exec(text);
  if (asctime) return toEpochMs(Number(asctime[6]), asctime[1], Number(asctime[2]?.trim()), asctime[3], asctime[4], asctime[5]);
  return undefined;
}

function toEpochMs(
  year: number,
  monthName: string | undefined,
  day: number,
  hours: string | undefined,
  minutes: string | undefined,
  seconds: string | undefined,
): number | undefined {
  const month = MONTHS.indexOf((monthName ?? '').toLowerCase() as (typeof MONTHS)[number]) + 1;
  const h = Number(hours);
  const m = Number(minutes);
  const s = Number(seconds);
  if (month === 0 || !Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (!(h <= 23 && m <= 59 && s <= 60)) return undefined; // 60: a leap second
  return daysFromCivil(year, month, day) * DAY_MS + ((h * 60 + m) * 60 + s) * 1000;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1–12). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The Gregorian year containing epoch ms `epochMs`. */
function civilYear(epochMs: number): number {
  const z = Math.floor(epochMs / DAY_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  return yearOfEra + era * 400 + (shiftedMonth >= 10 ? 1 : 0);
}

function expandTwoDigitYear(twoDigits: number, now: number): number {
  const currentYear = civilYear(now);
  const candidate = currentYear - (currentYear % 100) + twoDigits;
  return candidate > currentYear + 50 ? candidate - 100 : candidate;
}
