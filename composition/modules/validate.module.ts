import { ContainerModule } from 'inversify';
import type { ValidateUseCase } from '../../application/validate/validate.use-case.js';
import { VALIDATE_USE_CASE } from '../tokens.js';

/** `validate`: an async binding, so the probes and their adapters load only when validation runs. */
export function validateModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ValidateUseCase>(VALIDATE_USE_CASE)
      .toDynamicValue(async (ctx) => (await import('./validate-use-case.factory.js')).createValidateUseCase(ctx))
      .inSingletonScope();
  });
}
