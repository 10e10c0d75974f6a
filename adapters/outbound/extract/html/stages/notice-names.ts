import { isApiStatusNotice } from '../region/api-notices.js';
import type { NameStash } from './name-stash.js';
import { isUnlikelyCandidate, type ReadabilityRegexps } from './readability-regexps.js';
import { classAttribute } from '../class-attribute.js';

/**
 * Readability removes a block whose class holds "comment" as an unlikely candidate (a site's comment
 * thread): Javadoc sets a deprecated member's reason in `div.deprecation-comment` ("A `serialVersionUID`
 * field in an interface is ineffectual. Do not use; no replacement."), and every reason went, the
 * "Deprecated." label above it kept. A block named as an API's stability or deprecation notice
 * (`isApiStatusNotice`) says what it is: its class and id are taken off for the parse.
 */
export function hideNoticeNames(notices: readonly Element[], regexps: ReadabilityRegexps, stash: NameStash): void {
  for (const element of notices) {
    const names = `${classAttribute(element)} ${element.getAttribute('id') ?? ''}`;
    if (!regexps.negative.test(names) && !isUnlikelyCandidate(element, regexps)) continue;
    if (!isApiStatusNotice(element)) continue;
    stash.take(element, 'class');
    stash.take(element, 'id');
  }
}
