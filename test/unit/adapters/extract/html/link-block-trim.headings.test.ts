import { describe, expect, it } from 'vitest';
import { trimLinkBlocks } from '../../../../../adapters/outbound/extract/html/markdown/link-block-trim.js';

const PARAGRAPH = 'The Senate passed the measure 68 to 31 on Tuesday after a week of debate over its funding formula, sending it to the House, where leaders said they would take it up before the spring recess.';
/** An article long enough that the trim may drop anything (a link index is its links). */
const ARTICLE = [PARAGRAPH, PARAGRAPH, PARAGRAPH, PARAGRAPH].join('\n\n');

describe('trimLinkBlocks: chrome headings with a word between', () => {
  it("drops The Hill's \"More Senate News\" heading left over nothing once a stage dropped its list, as it drops \"More news\"", () => {
    expect(trimLinkBlocks(`${ARTICLE}\n\n## More news`).markdown).toBe(ARTICLE);
    expect(trimLinkBlocks(`${ARTICLE}\n\n## More Senate News`).markdown).toBe(ARTICLE);
    // A heading that says "more" of something else heads a section of the article, and stays.
    const section = `${ARTICLE}\n\n## More rain expected in the valley\n\nForecasters expect two more inches by Friday, after the wettest March since records began in 1911.`;
    expect(trimLinkBlocks(section).markdown).toBe(section);
  });
});
