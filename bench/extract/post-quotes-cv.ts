/**
 * Rule-only k-fold cross-validation of the post-quotation rule (`keepPostQuotes`): the asides inside
 * the bodies of the posts a page marks with microdata dropped as chrome (off), kept as part of the
 * post when they quote words found nowhere else on the page (`elsewhere`), when they hold a quotation
 * (`quotes`), or always (`all`); every other setting at production. Each page runs the real chain
 * (`runHtmlChain`, fresh parse) with the rule off; only pages whose markup has an `<aside>` and an
 * `itemprop` run the other modes. Folds, objective (mean of the news corpus's shingle F1 and WCXB's
 * word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/post-quotes-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { POST_QUOTE_MODE, type PostQuoteMode } from '../../adapters/outbound/extract/html/region/post-quotes.js';
import { runSettingSweep } from './setting-sweep-cv.js';

await runSettingSweep<PostQuoteMode>({
  title: 'quotations in posts',
  settings: ['off', 'elsewhere', 'quotes', 'all'],
  production: POST_QUOTE_MODE,
  label: (mode) => mode,
  chainOptions: (postQuotes) => ({ postQuotes }),
  // Only markup with an aside and microdata can change.
  mayChange: (html) => /<aside\b/i.test(html) && /\bitemprop\s*=/i.test(html),
});
