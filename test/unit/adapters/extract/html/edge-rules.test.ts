import { describe, expect, it } from 'vitest';
import { dropEdgeRules } from '../../../../../adapters/outbound/extract/html/markdown/edge-rules.js';
import { chosen } from '../../../../../adapters/outbound/extract/html/html-chain-finishing.js';

const PARAGRAPH = 'The committee met on Tuesday to review the draft budget for the coming year and agreed on three changes.';
const SECOND = 'Members will vote on the amended draft at the next meeting, which is open to the public.';

describe('dropEdgeRules', () => {
  it("drops the thematic break that opens the text (XWiki's <hr> after the document's header)", () => {
    expect(dropEdgeRules(`---\n\n${PARAGRAPH}\n\n${SECOND}`)).toBe(`${PARAGRAPH}\n\n${SECOND}`);
  });

  it("drops the thematic break that ends the text (MoinMoin's <hr> before the category links)", () => {
    expect(dropEdgeRules(`${PARAGRAPH}\n\n${SECOND}\n\n---`)).toBe(`${PARAGRAPH}\n\n${SECOND}`);
    expect(dropEdgeRules(`${PARAGRAPH}\n\n---\n`)).toBe(PARAGRAPH);
  });

  it('drops runs of breaks at both edges, in any of the written forms ("---", "***", "* * *", "___")', () => {
    expect(dropEdgeRules(`***\n\n* * *\n\n## Minutes\n\n${PARAGRAPH}\n\n___\n\n---\n\n`)).toBe(`## Minutes\n\n${PARAGRAPH}`);
    expect(dropEdgeRules(`  ----  \n${PARAGRAPH}`)).toBe(PARAGRAPH);
  });

  it('keeps a break between two blocks of the text', () => {
    const markdown = `${PARAGRAPH}\n\n---\n\n${SECOND}`;
    expect(dropEdgeRules(markdown)).toBe(markdown);
  });

  it('keeps a "---" right under the last line of text: it makes that line a (setext) heading', () => {
    const markdown = `${PARAGRAPH}\n\nAppendix\n---`;
    expect(dropEdgeRules(markdown)).toBe(markdown);
  });

  it('keeps a code block whose first or last line is a rule, and text without any break', () => {
    const yaml = '```yaml\n---\ntitle: Budget\n---\n```';
    expect(dropEdgeRules(`${PARAGRAPH}\n\n${yaml}`)).toBe(`${PARAGRAPH}\n\n${yaml}`);
    expect(dropEdgeRules(PARAGRAPH)).toBe(PARAGRAPH);
  });

  it('is applied to the finished extraction', () => {
    const markdown = `---\n\n${PARAGRAPH}\n\n---\n\n${SECOND}\n\n---`;
    const finished = chosen(
      { ok: true, stage: 'readability', markdown, textLength: markdown.length, parserFailures: 0 },
      { notes: [], removalNotes: [], parserFailures: 0, duplicateMinWords: undefined, itemRepeats: undefined, linkTrim: undefined, creditLines: true, description: undefined, datelines: undefined, bioAuthor: undefined, memberCards: false },
    );
    expect(finished.markdown).toBe(`${PARAGRAPH}\n\n---\n\n${SECOND}`);
  });
});
