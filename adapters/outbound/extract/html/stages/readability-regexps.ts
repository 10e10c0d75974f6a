import { classAttribute } from '../class-attribute.js';

/** Readability 0.6's patterns (`REGEXPS`) that judge an element by its class and id. */
export interface ReadabilityRegexps {
  readonly byline: RegExp;
  readonly unlikelyCandidates: RegExp;
  readonly okMaybeItsACandidate: RegExp;
  readonly negative: RegExp;
  /** Share widgets: Readability drops a short element so named from the article it kept. */
  readonly shareElements: RegExp;
}

/** Readability's own test for an element it drops as an unlikely candidate, by class and id. */
export function isUnlikelyCandidate(element: Element, regexps: ReadabilityRegexps): boolean {
  const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
  return regexps.unlikelyCandidates.test(names) && !regexps.okMaybeItsACandidate.test(names);
}
