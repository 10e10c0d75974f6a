/**
 * Rule-only k-fold cross-validation of the tab-panel rule (`revealTabPanels`): hidden tab panels
 * shown never, always, or only in a tab set where some panel holds code; every other setting at
 * production. Each page runs the real chain (`runHtmlChain`, fresh parse) with the rule off; only
 * pages with a hidden `role="tabpanel"` run the other modes. Folds, objective (mean of the news
 * corpus's shingle F1 and WCXB's word F1) and tie rule (production wins ties) are `cv-folds.ts`'s.
 *
 *   node --import tsx bench/extract/tab-panels-cv.ts [--corpus DIR[,DIR]] [--folds K] [--ids ...]
 */
import { TAB_PANELS, type TabPanelMode } from '../../adapters/outbound/extract/html/region/tab-panels.js';
import { runSettingSweep } from './setting-sweep-cv.js';

/** Only markup with a tab panel can change. */
const TAB_PANEL = /<[a-z][^>]*\brole\s*=\s*["']?tabpanel\b[^>]*>/i;

await runSettingSweep<TabPanelMode>({
  title: 'tab panels',
  settings: ['none', 'all', 'with-code'],
  production: TAB_PANELS,
  label: (mode) => mode,
  chainOptions: (tabPanels) => ({ tabPanels }),
  mayChange: (html) => TAB_PANEL.test(html),
});
