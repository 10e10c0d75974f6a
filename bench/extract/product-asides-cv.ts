/**
 * Rule-only k-fold cross-validation of session 12's widening of the aside-heading vocabulary
 * (`AsideVocabulary`: `base`, or `wide` with "Sponsored …", "Often viewed …", "… Reviews",
 * "Customers say" and the common titles in six other languages). Every other setting at
 * production; each page runs the real chain (`runHtmlChain`, fresh parse). Folds and objective
 * (mean of the news corpus's shingle F1 and WCXB's word F1) are `cv-folds.ts`'s; the status quo (`base`) wins ties.
 *
 *   node --import tsx bench/extract/product-asides-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { ASIDE_VOCABULARY, type AsideVocabulary } from '../../domain/page/aside-heading.policy.js';
import { runSettingSweep } from './setting-sweep-cv.js';

await runSettingSweep<AsideVocabulary>({
  title: 'product-page asides',
  settings: ['base', 'wide'],
  production: ASIDE_VOCABULARY,
  label: (vocabulary) => vocabulary,
  chainOptions: (asideVocabulary) => ({ asideVocabulary }),
  tiesTo: 'baseline',
});
