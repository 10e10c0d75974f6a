import { Container } from 'inversify';
import type { CompositionInput } from './composition-options.js';
import { infrastructureModule } from './modules/infrastructure.module.js';
import { searchModule } from './modules/search.module.js';
import { fetchModule } from './modules/fetch.module.js';
import { codexModule } from './modules/codex.module.js';
import { renderModule } from './modules/render.module.js';
import { validateModule } from './modules/validate.module.js';

/** The one composition root: a container per facade instance, built from a few modules. */
export function buildContainer(input: CompositionInput): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(infrastructureModule(input), codexModule(), searchModule(), fetchModule(), renderModule(input), validateModule());
  return container;
}
