/**
 * Rule-only k-fold cross-validation of `DisclosureOptions.headedControls`: a disclosure control that
 * holds its title's heading (`<summary role="button"><h2>question</h2>`) kept as a title, or dropped as
 * a control while the panel it opens is shown; every other setting at production. Only pages whose
 * markup has a control (`<button>`, `role="button"`, `aria-expanded`) run the second setting. The
 * setting without the rule wins ties.
 *
 *   node --import tsx bench/extract/headed-controls-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { DISCLOSURE_OPTIONS } from '../../adapters/outbound/extract/html/region/disclosure-widgets.js';
import { runSettingSweep } from './setting-sweep-cv.js';

await runSettingSweep<boolean>({
  title: 'headed disclosure controls',
  settings: [false, true],
  production: DISCLOSURE_OPTIONS.headedControls === true,
  label: (headed) => (headed ? 'kept as titles' : 'dropped as controls'),
  chainOptions: (headedControls) => ({ disclosures: { ...DISCLOSURE_OPTIONS, headedControls } }),
  mayChange: (html) => /<button\b|role\s*=\s*["']?button|aria-expanded/i.test(html),
  tiesTo: 'baseline',
});
