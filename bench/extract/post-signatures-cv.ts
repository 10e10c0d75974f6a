/**
 * Rule-only k-fold cross-validation of the member-signature rule (`removePostSignatures`): signatures
 * kept (off) or removed when one shape recurs at least 1, 2 or 3 times; every other setting at
 * production. Each page runs the real chain (`runHtmlChain`, fresh parse) with the rule off; only
 * pages whose markup names a signature run the other modes. Folds, objective (mean of the news
 * corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/post-signatures-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { POST_SIGNATURE_MIN_REPEATS } from '../../adapters/outbound/extract/html/region/post-signatures.js';
import { runSettingSweep } from './setting-sweep-cv.js';

/** Only markup that names a signature can change. */
const SIGNATURE = /ignature/;

await runSettingSweep<number | false>({
  title: 'member signatures',
  settings: [false, 1, 2, 3],
  production: POST_SIGNATURE_MIN_REPEATS,
  label: (mode) => (mode === false ? 'off' : `≥ ${mode}`),
  chainOptions: (postSignatures) => ({ postSignatures }),
  mayChange: (html) => SIGNATURE.test(html),
});
