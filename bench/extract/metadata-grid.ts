/** A k-fold cross-validation of a grid of configurations scored page by page. */
export interface GridCrossValidation {
  /** hits[config][page]: the configuration is right on the page. */
  readonly hits: readonly (readonly boolean[])[];
  readonly production: number;
  /** The best configuration on all pages (in-sample, optimistic). */
  readonly optimistic: number;
  /** Per fold, the configuration chosen on the other folds. */
  readonly chosen: readonly number[];
  /** Per fold, the chosen configuration's score on its training pages (`right/total`). */
  readonly trainScores: readonly string[];
  /** Per page, whether the configuration chosen without its fold is right on it. */
  readonly heldOut: readonly boolean[];
}

/**
 * Chooses, for each fold, the configuration right on most pages of the other folds (ties keep
 * production's, then the earlier one) and records how it does on the held-out fold.
 */
export function crossValidateGrid(hits: readonly (readonly boolean[])[], production: number, foldOf: readonly number[], folds: number): GridCrossValidation {
  const score = (configIndex: number, members: readonly number[]): number => members.filter((index) => hits[configIndex]?.[index] === true).length;
  const best = (members: readonly number[]): number => hits.reduce((chosen, _, configIndex) => (score(configIndex, members) > score(chosen, members) ? configIndex : chosen), production);
  const heldOut = new Array<boolean>(foldOf.length).fill(false);
  const chosen: number[] = [];
  const trainScores: string[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const train = foldOf.map((_, index) => index).filter((index) => foldOf[index] !== fold);
    const configIndex = best(train);
    chosen.push(configIndex);
    trainScores.push(`${score(configIndex, train)}/${train.length}`);
    foldOf.forEach((pageFold, index) => {
      if (pageFold === fold) heldOut[index] = hits[configIndex]?.[index] === true;
    });
  }
  return { hits, production, optimistic: best(foldOf.map((_, index) => index)), chosen, trainScores, heldOut };
}
