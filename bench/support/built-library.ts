// The library as users run it: the built bundle (`dist/`), rebuilt first when a source changed.
// Benches that time the facade import it from here, not from the TypeScript sources: under tsx
// every dynamic import() (the composition loads its parts lazily) is a round trip to tsx's loader
// thread, milliseconds per call that the built library never pays and the baseline never makes.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type * as LibraryEntry from '../../composition/index.js';
import { ensureFreshBuild, ROOT } from '../../test/e2e/support/fresh-build.js';

type Library = typeof LibraryEntry;

/** Path of the built library's entry module. */
export const BUILT_LIBRARY_ENTRY = join(ROOT, 'dist', 'composition', 'index.js');

/** The built library's entry module (`dist/composition/index.js`). */
export async function builtLibrary(): Promise<Library> {
  ensureFreshBuild();
  return (await import(pathToFileURL(BUILT_LIBRARY_ENTRY).href)) as Library;
}
