import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeYearlessTimes } from '../../../../../../adapters/outbound/extract/html/region/relative-dates.js';

/**
 * Session 36: an empty `<time>` a script fills from its `datetime` (Lichess' `time.timeago` after each
 * post's author, `&nbsp;` until the script runs) is given that time, to the second; an empty `<time>` that
 * states a date to machines alone (Stack Exchange's `<time itemprop="dateCreated">`) is left empty.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const all = (body: Element, selector: string): Element[] => Array.from(body.querySelectorAll(selector));

describe('writeYearlessTimes: empty times a script fills', () => {
  it("writes the datetime of an empty time its class names timeago, livestamp or moment as text, to the second (Lichess' post dates)", () => {
    const body = bodyOf('<a href="/forum/t?page=1#2"><time class="timeago abs" datetime="2025-01-19T23:02:41.090Z">&nbsp;</time></a>'
      + '<time class="livestamp" datetime="2024-06-03T08:15:00+02:00"></time><time class="js-moment" datetime="2023-11-30">  </time>');
    expect(writeYearlessTimes(all(body, 'time'))).toBe(3);
    expect(all(body, 'time').map((time) => time.textContent)).toEqual(['2025-01-19T23:02:41Z', '2024-06-03T08:15:00+02:00', '2023-11-30']);
  });

  it("leaves empty a time that states its date to machines alone (Stack Exchange's itemprop time beside \"answered Mar 28, 2014\"), one of no class, and one holding elements", () => {
    const body = bodyOf('<span class="relativetime">answered Mar 28, 2014</span><time itemprop="dateCreated" datetime="2014-03-28T14:02:11"></time>'
      + '<time datetime="2020-01-02T03:04:05Z"></time><time class="timeago" datetime="2021-05-06T07:08:09Z"><span></span></time>'
      + '<time class="timeago" datetime="2022-07-08T10:11:12.5Z">&nbsp;</time>');
    expect(writeYearlessTimes(all(body, 'time'))).toBe(1);
    expect(all(body, 'time').map((time) => (time.textContent ?? '').trim())).toEqual(['', '', '', '2022-07-08T10:11:12Z']);
  });
});
