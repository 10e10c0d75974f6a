import type { VariantFactory } from './variant.js';

/**
 * Every variant the bench knows, by name. Factories import their libraries
 * lazily so that each child process loads only what its variant needs and
 * its peak RSS is that variant's own.
 */
export const VARIANT_FACTORIES: Readonly<Record<string, VariantFactory>> = {
  'readability-jsdom': async () =>
    (await import('./variants/readability-jsdom.variant.js')).createReadabilityJsdomVariant({ retryWithoutStyles: false }),
  'readability-jsdom+retry': async () =>
    (await import('./variants/readability-jsdom.variant.js')).createReadabilityJsdomVariant({ retryWithoutStyles: true }),
  'defuddle-jsdom': async () =>
    (await import('./variants/defuddle-jsdom.variant.js')).createDefuddleJsdomVariant({ retryWithoutStyles: false }),
  'defuddle-jsdom+retry': async () =>
    (await import('./variants/defuddle-jsdom.variant.js')).createDefuddleJsdomVariant({ retryWithoutStyles: true }),
  'defuddle-linkedom': async () => (await import('./variants/defuddle-linkedom.variant.js')).createDefuddleLinkedomVariant(),
  'readability-linkedom': async () =>
    (await import('./variants/readability-linkedom.variant.js')).createReadabilityLinkedomVariant(),
  production: async () => (await import('./variants/production.variant.js')).createProductionVariant(),
  'large-path': async () => (await import('./variants/large-path.variant.js')).createLargePathVariant(),
};

/**
 * Variants run when `--variants` is not given: the two libraries on linkedom (the baselines the
 * issue compares with) and the production chain. The jsdom variants are available by name.
 */
export const DEFAULT_VARIANTS: readonly string[] = ['readability-linkedom', 'defuddle-linkedom', 'production'];
