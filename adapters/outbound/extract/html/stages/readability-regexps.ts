/** Readability 0.6's patterns (`REGEXPS`) that judge an element by its class and id. */
export interface ReadabilityRegexps {
  readonly byline: RegExp;
  readonly unlikelyCandidates: RegExp;
  readonly okMaybeItsACandidate: RegExp;
  readonly negative: RegExp;
}
