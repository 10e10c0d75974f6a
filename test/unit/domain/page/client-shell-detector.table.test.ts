import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectClientRenderedShell } from '../../../../domain/page/client-shell-detector.js';
import { PAGE_THRESHOLDS } from '../../../../domain/page/page-thresholds.js';
import type { PageSignals } from '../../../../domain/page/page-signals.js';

const T = PAGE_THRESHOLDS;
const text = (length: number): string => 'x'.repeat(length);

function signals(overrides: Partial<PageSignals> = {}): PageSignals {
  return {
    title: 'App',
    markup: '<html><body><p>Hello</p></body></html>',
    visibleText: '',
    extractedTextLength: 0,
    scriptCount: 0,
    passwordFieldCount: 0,
    noscriptText: '',
    emptyMountPoints: [],
    ...overrides,
  };
}

/** Markup `ratio` times as long as `visible` characters, carrying `scripts` script tags. */
function scriptHeavy(scripts: number, visible: number, ratio: number): Partial<PageSignals> {
  const tags = '<script src="/b.js"></script>'.repeat(scripts);
  const length = Math.max(1, visible) * ratio;
  return { scriptCount: scripts, visibleText: text(visible), markup: `${tags}${'<div></div>'.repeat(Math.ceil(length / 11))}`.slice(0, Math.max(length, tags.length)) };
}

type Row = readonly [string, Partial<PageSignals>, boolean];

describe('detectClientRenderedShell (pure, table)', () => {
  it.each<Row>([
    // an empty mount point on a sparse page
    ['empty #root, no text', { emptyMountPoints: ['root'] }, true],
    ['empty #app, a loading word', { emptyMountPoints: ['app'], visibleText: 'Loading…', extractedTextLength: 8 }, true],
    ['empty <app-root>', { emptyMountPoints: ['app-root'] }, true],
    [`visible text just under ${T.shellMaxVisibleText}`, { emptyMountPoints: ['root'], visibleText: text(T.shellMaxVisibleText - 1) }, true],
    [`visible text at ${T.shellMaxVisibleText} is not sparse`, { emptyMountPoints: ['root'], visibleText: text(T.shellMaxVisibleText) }, false],
    [`extracted text just under ${T.shellMaxExtractedText}`, { emptyMountPoints: ['root'], extractedTextLength: T.shellMaxExtractedText - 1 }, true],
    [`extracted text at ${T.shellMaxExtractedText} is content`, { emptyMountPoints: ['root'], extractedTextLength: T.shellMaxExtractedText }, false],
    // "enable JavaScript" notices
    ['noscript: You need to enable JavaScript', { noscriptText: 'You need to enable JavaScript to run this app.' }, true],
    ['visible: JavaScript is required', { visibleText: 'JavaScript is required to view this site.' }, true],
    ['noscript: requires JavaScript', { noscriptText: 'This site requires JavaScript.' }, true],
    ['noscript: turn on JavaScript', { noscriptText: 'Please turn on JavaScript and reload.' }, true],
    ['a JavaScript tutorial title is not a notice', { visibleText: 'Learn JavaScript basics' }, false],
    // framework markers
    ['Next.js data', { markup: '<script id="__NEXT_DATA__" type="application/json">{}</script>' }, true],
    ['Next.js static chunks', { markup: '<script src="/_next/static/chunks/main.js"></script>' }, true],
    ['Nuxt state', { markup: '<script>window.__NUXT__={}</script>' }, true],
    ['Angular ng-version', { markup: '<app-root ng-version="17.0.0"></app-root>' }, true],
    ['React root marker', { markup: '<div data-reactroot=""></div>' }, true],
    ['Remix context', { markup: '<script>window.__remixContext = {}</script>' }, true],
    ['initial state blob', { markup: '<script>window.__INITIAL_STATE__ = {}</script>' }, true],
    ['SvelteKit immutable assets', { markup: '<link href="/_app/immutable/entry/start.js">' }, true],
    ['a framework marker on a page with content is not a shell', { markup: '<script src="/_next/static/x.js"></script>', visibleText: text(T.shellMaxVisibleText), extractedTextLength: 2_000 }, false],
    // script-heavy markup far longer than its text
    [`${T.shellMinScripts} scripts, markup ${T.shellMarkupToTextRatio}× the text`, scriptHeavy(T.shellMinScripts, 10, T.shellMarkupToTextRatio), true],
    [`${T.shellMinScripts - 1} scripts are not enough`, scriptHeavy(T.shellMinScripts - 1, 10, T.shellMarkupToTextRatio * 4), false],
    [`markup ${T.shellMarkupToTextRatio - 1}× the text is not enough`, scriptHeavy(T.shellMinScripts, 100, T.shellMarkupToTextRatio - 1), false],
    // sparse pages without app markup are just short
    ['a short static note', { visibleText: 'A short static note.', extractedTextLength: 20, markup: '<p>A short static note.</p>' }, false],
    ['an empty page', {}, false],
  ])('%s', (_name, overrides, expected) => {
    expect(detectClientRenderedShell(signals(overrides))).toBe(expected);
  });

  it('never flags a page whose visible text is not sparse, whatever its markup', () => {
    fc.assert(fc.property(
      fc.integer({ min: T.shellMaxVisibleText, max: 20_000 }),
      fc.integer({ min: 0, max: 50 }),
      fc.array(fc.constantFrom('root', 'app', '__next'), { maxLength: 3 }),
      (visible, scripts, mounts) => {
        expect(detectClientRenderedShell(signals({ visibleText: text(visible), scriptCount: scripts, emptyMountPoints: mounts, markup: '<script src="/_next/static/a.js"></script>' }))).toBe(false);
      },
    ));
  });
});
