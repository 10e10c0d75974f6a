/**
 * Rule-only k-fold cross-validation of the repeated-badge rule (`markRepeatedBadges`): badges
 * (short labels in elements whose class names a badge, ribbon, sticker or flag) kept, or left out
 * of the content region when at least 2, 3, 4 or 5 of them on the page say the same label; every other setting at
 * production. Each page runs the real chain (`runHtmlChain`, fresh parse) with the rule off; only
 * pages whose markup has such a class run the other settings. Folds, objective (mean of the news
 * corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/repeated-badges-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { BADGE_MIN_REPEATS } from '../../adapters/outbound/extract/html/region/repeated-badges.js';
import { runSettingSweep } from './setting-sweep-cv.js';

/** Only markup with a class naming a badge, ribbon, sticker or flag can change. */
const BADGE_CLASS = /\bclass\s*=\s*["'][^"']*(?:adge|ibbon|ticker|flag|Flag)/;

await runSettingSweep<number | false>({
  title: 'repeated badges',
  settings: [false, 2, 3, 4, 5],
  production: BADGE_MIN_REPEATS,
  label: (setting) => (setting === false ? 'off' : `${setting} copies`),
  chainOptions: (badges) => ({ badges }),
  mayChange: (html) => BADGE_CLASS.test(html),
});
