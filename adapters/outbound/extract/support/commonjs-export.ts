/**
 * One named export of a CommonJS package loaded with `import()`. Node's own loader exposes a CommonJS
 * module's exports as named exports, but a bundle (esbuild, as our built entries are) may expose the
 * module only as its `default` export; this reads the name from either place. Throws when neither
 * has it, so a missing class fails loudly at its stage instead of as "Class extends value undefined".
 */
export function commonJsExport<M extends object, K extends keyof M & string>(module: M, name: K): M[K] {
  const direct = module[name];
  if (direct !== undefined) return direct;
  const exportsObject = (module as { readonly default?: unknown }).default;
  const nested = typeof exportsObject === 'object' || typeof exportsObject === 'function' ? (exportsObject as Partial<M> | null)?.[name] : undefined;
  if (nested === undefined) throw new TypeError(`the package exports no ${name}`);
  return nested as M[K];
}
