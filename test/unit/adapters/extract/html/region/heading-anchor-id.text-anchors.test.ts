import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isTextAnchorId } from '../../../../../../adapters/outbound/extract/html/region/heading-anchor-id.js';

const element = (html: string): Element => {
  const { document } = parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`);
  return (document as unknown as Document).body.firstElementChild as Element;
};

const CALLOUT = 'Never share a client secret between environments. If a secret is exposed, rotate it in Keycloak first and redeploy second.';

describe('isTextAnchorId: a block anchored by the first words of its own text', () => {
  it.each([
    ['a callout paragraph whose id spells its first words past a generator\'s prefix (BookStack\'s bkmrk-)', `<p class="callout danger" id="bkmrk-never-share-a-clien">${CALLOUT}</p>`],
    ['a list item anchored so', `<li id="bkmrk-share-the-staging-ur">Share the staging URL with the reviewer before you open the pull request, not after.</li>`],
    ['a quote whose id has no prefix at all', `<blockquote id="comments-are-read-by-the-whole-team"><p>Comments are read by the whole team every Monday, so keep them short and specific.</p></blockquote>`],
  ])('is true for %s', (_name, html) => {
    expect(isTextAnchorId(element(html))).toBe(true);
  });

  it.each([
    ['a short share label in a paragraph, however its id spells it', '<p id="bkmrk-share-this-article">Share this article</p>'],
    ['a share widget\'s div, whose label its id spells', '<div id="share-this-article-with-your-friends">Share this article with your friends on every network you use</div>'],
    ['a paragraph whose id does not spell its text', `<p class="callout danger" id="share-buttons-panel">${CALLOUT}</p>`],
    ['an id spelling its text only past more than two prefix words', `<p id="site-kb-page-never-share-a-clien">${CALLOUT}</p>`],
    ['an id that spells too few letters of the text to tell it from a widget\'s name', `<p id="bkmrk-never-share">${CALLOUT}</p>`],
    ['no id', `<p class="callout danger">${CALLOUT}</p>`],
  ])('is false for %s', (_name, html) => {
    expect(isTextAnchorId(element(html))).toBe(false);
  });
});
