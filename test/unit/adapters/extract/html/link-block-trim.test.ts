import { describe, expect, it } from 'vitest';
import { trimLinkBlocks } from '../../../../../adapters/outbound/extract/html/markdown/link-block-trim.js';

const PARAGRAPH = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
const ARTICLE = `${PARAGRAPH}\n\n${PARAGRAPH}`;
const link = (label: string, index: number): string => `[${label}](https://a.example/${index})`;

describe('trimLinkBlocks', () => {
  it('drops a related-stories list after the article, with its heading, and counts it', () => {
    const page = `${ARTICLE}\n\n## Related stories\n\n- ${link('Bridges of Paris at night', 1)}\n- ${link('Suspension cables explained', 2)}`;
    expect(trimLinkBlocks(page)).toEqual({ markdown: ARTICLE, droppedBlocks: 1 });
  });

  it('drops breadcrumbs before the article and a link list trailing it, but keeps prose with a link in it', () => {
    const page = `${link('Home', 1)} › ${link('News', 2)}\n\n${ARTICLE}\n\nSee ${link('the source', 3)} for the full dataset and methods.\n\n${link('Next story about rivers', 4)} ${link('Previous story about lakes', 5)}`;
    expect(trimLinkBlocks(page)).toEqual({ markdown: `${ARTICLE}\n\nSee ${link('the source', 3)} for the full dataset and methods.`, droppedBlocks: 2 });
  });

  it('ends the leading run at the page\'s title: a menu above it goes, the author\'s link right under it stays', () => {
    const page = `${link('Forums', 1)} ${link('Members', 2)}\n\n# A year in a tiny house\n\n${link('Travis Johnson', 3)}\n\n${ARTICLE}`;
    expect(trimLinkBlocks(page)).toEqual({ markdown: `# A year in a tiny house\n\n${link('Travis Johnson', 3)}\n\n${ARTICLE}`, droppedBlocks: 1 });
  });

  it("keeps a leading line linked with the page's own stated title (a thread's link to its story), and still drops the menu above it", () => {
    const statedTitles = ['Show HN: Quillstone – a page-cache database in Rust | Hacker News'];
    const title = `${link('Show HN: Quillstone – a page-cache database in Rust', 3)} (${link('github.com/mara', 4)})`;
    const page = `${link('new', 1)} | ${link('past', 2)}\n\n${title}\n\n${ARTICLE}`;
    expect(trimLinkBlocks(page, { statedTitles })).toEqual({ markdown: `${title}\n\n${ARTICLE}`, droppedBlocks: 1 });
    // Without the statement, or with a one-word label that a menu also has, the line is a leading link block as before.
    expect(trimLinkBlocks(page)).toEqual({ markdown: ARTICLE, droppedBlocks: 2 });
    expect(trimLinkBlocks(`${link('Forums', 1)}\n\n${ARTICLE}`, { statedTitles: ['Forums | Example'] })).toEqual({ markdown: ARTICLE, droppedBlocks: 1 });
  });

  it("keeps the lines indented under the list item the text ends in (a listing's last story: its archive and comment links), and still drops a list after it", () => {
    const story = (n: number): string => `${n}. 14\n\n   ${link(`Writing a register allocator in an afternoon ${n}`, n)} ${link('video', 90)}\n\n   via ${link('linnea', 91)} 1 day ago about ${PARAGRAPH} |`;
    const tail = `   ${link('Archive.org', 92)} ${link('Archive.today', 93)}\n\n   | ${link('2 comments', 94)}`;
    const listing = `${story(1)}\n\n${tail}\n\n${story(2)}\n\n${tail}`;
    expect(trimLinkBlocks(listing)).toEqual({ markdown: listing, droppedBlocks: 0 });
    const footer = `${link('About', 95)} ${link('Privacy', 96)}`;
    expect(trimLinkBlocks(`${listing}\n\n${footer}`)).toEqual({ markdown: listing, droppedBlocks: 1 });
    // An indented block after an unindented one is not the last item's line.
    expect(trimLinkBlocks(`${listing}\n\n${footer}\n\n${tail}`)).toEqual({ markdown: listing, droppedBlocks: 3 });
    // Nor after text that is no list item.
    expect(trimLinkBlocks(`${ARTICLE}\n\n${tail}`)).toEqual({ markdown: ARTICLE, droppedBlocks: 2 });
  });

  it('drops a share bar wherever it stands', () => {
    const bar = `${link('Facebook', 1)} ${link('Twitter', 2)} ${link('Email', 3)}`;
    const page = `${PARAGRAPH}\n\n${bar}\n\n${PARAGRAPH}`;
    expect(trimLinkBlocks(page)).toEqual({ markdown: ARTICLE, droppedBlocks: 1 });
  });

  it('drops short "Related:" and "Read more:" story lines inside the text', () => {
    const page = `${PARAGRAPH}\n\n**Related:** ${link('Bridges that sway and why', 1)}\n\n${PARAGRAPH}\n\nREAD MORE: ${link('Ten bridges worth a walk', 2)}\n\n${PARAGRAPH}`;
    expect(trimLinkBlocks(page)).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${PARAGRAPH}`, droppedBlocks: 2 });
  });

  it('drops another story\'s headline set alone between paragraphs, in bold or in capitals, linking to the page\'s own site', () => {
    const bold = `**${link('Carrie Ann Inaba opens up about her health', 1)}**`;
    const capitals = link("'DANCING WITH THE STARS' SEAN SPICER ELIMINATED", 2);
    const page = `${PARAGRAPH}\n\n${bold}\n\n${PARAGRAPH}\n\n${capitals}\n\n${PARAGRAPH}`;
    const own = { pageUrl: 'https://www.a.example/2019/story' };
    expect(trimLinkBlocks(page, own)).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${PARAGRAPH}`, droppedBlocks: 2 });
    expect(trimLinkBlocks(page, { ...own, headlines: false })).toEqual({ markdown: page, droppedBlocks: 0 });
    expect(trimLinkBlocks(page)).toEqual({ markdown: page, droppedBlocks: 0 });
    expect(trimLinkBlocks(page, { pageUrl: 'https://b.example/story' })).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it("keeps a bold linked title that is a line of a list item (a product card's name), not another story's headline", () => {
    const card = (name: string, index: number): string => `${index}. ![${name}](https://a.example/${index}.jpg)\n\n   **${link(name, index)}**\n\n   $68.00`;
    const page = `${PARAGRAPH}\n\n${card('Ridgeline 22 Daypack', 1)}\n${card('Kestrel 35 Overnight Pack', 2)}\n\n${PARAGRAPH}`;
    expect(trimLinkBlocks(page, { pageUrl: 'https://a.example/gear/packs.html' })).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it('takes the site the page names as its own for the page\'s site too (a mirror, a cache or a proxy serves it elsewhere)', () => {
    const page = `${PARAGRAPH}\n\n**${link('Carrie Ann Inaba opens up about her health', 1)}**\n\n${PARAGRAPH}`;
    const mirror = { pageUrl: 'http://127.0.0.1:8080/cache/2019/story' };
    expect(trimLinkBlocks(page, mirror)).toEqual({ markdown: page, droppedBlocks: 0 });
    expect(trimLinkBlocks(page, { ...mirror, canonicalUrl: 'https://www.a.example/2019/story' })).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}`, droppedBlocks: 1 });
    expect(trimLinkBlocks(page, { ...mirror, canonicalUrl: 'https://b.example/2019/story' })).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it('keeps a plain linked line, a short capitalised link, a list item, a link to another site and a headline with words beside it', () => {
    for (const kept of [
      link('Download the full report on bridge safety', 1),
      `**${link('Read it', 2)}**`,
      link('NASA ESA', 3),
      `- ${link('BRIDGES THAT SWAY AND WHY THEY DO', 4)}`,
      `${link('BRIDGES THAT SWAY', 6)}\n${link('AND WHY THEY DO', 7)}`,
      '[CLICK FOR FULL STATE SWIM RESULTS](http://www.results.example/state)',
      `**${link('Bridges that sway', 5)}** is the title of the report we cite throughout this piece.`,
    ]) {
      const page = `${PARAGRAPH}\n\n${kept}\n\n${PARAGRAPH}`;
      expect(trimLinkBlocks(page, { pageUrl: 'https://a.example/story' }), kept).toEqual({ markdown: page, droppedBlocks: 0 });
    }
  });

  it.each(['References', 'Bibliography', 'Further reading', 'See also', 'Notes', 'Sources', 'External links'])('keeps a %s section of links', (heading) => {
    const references = `## ${heading}\n\n1. ${link('Smith, J. (2020). Vibration of footbridges', 1)}\n2. ${link('Jones, K. (2019). Crowd loading', 2)}`;
    const page = `${ARTICLE}\n\n${references}`;
    expect(trimLinkBlocks(page)).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it('keeps a link-only block in the middle of the text (a list the article points to)', () => {
    const page = `${PARAGRAPH}\n\n- ${link('Install the CLI', 1)}\n- ${link('Configure the project', 2)}\n\n${PARAGRAPH}`;
    expect(trimLinkBlocks(page).droppedBlocks).toBe(0);
  });

  it("takes only a short heading for a link list's label: a long section title that holds such a word keeps its sources", () => {
    const source = `**\\[**[**PC World**](https://www.pcworld.com/article/1)**\\]**`;
    const section = (heading: string): string => `${PARAGRAPH}\n\n#### ${heading}\n\n> ${PARAGRAPH}\n\n${source}\n\n> ${PARAGRAPH}\n\n${source}\n\n${PARAGRAPH}`;
    const titled = section("**Stadia Is Essentially A Beta Version Until 2020, But The Price Tag Isn't Cheap**");
    expect(trimLinkBlocks(titled)).toEqual({ markdown: titled, droppedBlocks: 0 });
    expect(trimLinkBlocks(section('Tags')).droppedBlocks).toBe(2);
  });

  it("keeps the links of a tutorial's Next steps after its text (Microsoft Learn), and still drops a related list after them", () => {
    const next = `## Next steps\n\n- ${link('Add a circuit breaker to the gateway pipeline', 1)}\n- ${link('Collect gateway telemetry with OpenTelemetry', 2)}`;
    expect(trimLinkBlocks(`${ARTICLE}\n\n${next}`)).toEqual({ markdown: `${ARTICLE}\n\n${next}`, droppedBlocks: 0 });
    expect(trimLinkBlocks(`${ARTICLE}\n\n${next}\n\n## Related stories\n\n- ${link('Bridges of Paris at night', 3)}`)).toEqual({ markdown: `${ARTICLE}\n\n${next}`, droppedBlocks: 1 });
  });

  it('keeps a documentation link table', () => {
    const table = `| Option | Page |\n| --- | --- |\n| ${link('timeout', 1)} | ${link('Timeouts', 2)} |\n| ${link('retries', 3)} | ${link('Retries', 4)} |`;
    const page = `${ARTICLE}\n\n${table}`;
    expect(trimLinkBlocks(page)).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it('leaves a link index alone when too little text would remain', () => {
    const index = `${link('Chapter one', 1)}\n\nShort intro.\n\n${link('Chapter two', 2)}`;
    expect(trimLinkBlocks(index)).toEqual({ markdown: index, droppedBlocks: 0 });
  });

  it('keeps image-only blocks', () => {
    const withImage = `${ARTICLE}\n\n![A chart](https://img.example/c.png)`;
    expect(trimLinkBlocks(withImage).markdown).toBe(withImage);
  });

  it('never drops lines of a fenced code block, even when they look like links', () => {
    const code = '```md\n[one](https://a.example/1)\n\n[two](https://a.example/2)\n```';
    const withCode = `${ARTICLE}\n\n${code}`;
    expect(trimLinkBlocks(withCode)).toEqual({ markdown: withCode, droppedBlocks: 0 });
  });

  describe('on an index page (what the trim keeps is mostly linked item titles)', () => {
    const SUMMARY = 'A short summary of the story that tells the reader what happened and why it matters to them today.';
    const ITEMS = Array.from({ length: 6 }, (_, index) => `### ${link(`Story number ${index} about rivers`, index)}\n\n${SUMMARY}`).join('\n\n');
    const SKIP = '[Skip to main content](https://a.example/page#main)';
    const FIRST = link('Chocolate hazelnut coffee beans', 20);
    const TRENDING = `## Trending\n\n1. ##### ${link('Google publishes scaling principles', 21)}\n\n2. ##### ${link('Agents reshape language choices', 22)}`;
    const MORE = link('More from Science', 23);
    const page = `${SKIP}\n\n${FIRST}\n\n${ITEMS}\n\n${TRENDING}\n\n${MORE}`;

    it('keeps the item titles of a chrome-headed list and of the leading run (mode all), not a skip link or a call to action', () => {
      expect(trimLinkBlocks(page, { indexTitles: 'all' })).toEqual({ markdown: `${FIRST}\n\n${ITEMS}\n\n${TRENDING}`, droppedBlocks: 2 });
      expect(trimLinkBlocks(page)).toEqual(trimLinkBlocks(page, { indexTitles: 'all' }));
    });

    it('keeps only the chrome-headed list in mode chrome, and drops them all in mode off', () => {
      expect(trimLinkBlocks(page, { indexTitles: 'chrome' })).toEqual({ markdown: `${ITEMS}\n\n${TRENDING}`, droppedBlocks: 3 });
      expect(trimLinkBlocks(page, { indexTitles: 'off' })).toEqual({ markdown: ITEMS, droppedBlocks: 5 });
    });

    it("keeps the linked price that ends the last item's card (Amazon's best sellers), not a price after a dropped menu", () => {
      const card = (index: number) => `#${index}\n\n${link(`Pellingham milk frother number ${index}`, 40 + index)}\n\n${link('4.4 out of 5 stars 11,026', 60 + index)}\n\n${link(`£${index}9.99`, 80 + index)}`;
      const cards = [1, 2, 3, 4, 5, 6].map(card).join('\n\n');
      const trimmed = trimLinkBlocks(`${ITEMS}\n\n${cards}`).markdown;
      expect(trimmed).toContain(link('£69.99', 86));
      expect(trimmed).toContain(link('Pellingham milk frother number 6', 46));
      const menu = trimLinkBlocks(`${ITEMS}\n\n${link('Home', 90)} ${link('Deals', 91)}\n\n${link('£5.00', 92)}`).markdown;
      expect(menu).not.toContain('£5.00');
    });

    it("still drops an article's related-story titles: without them the page is prose, not an index", () => {
      expect(trimLinkBlocks(`${FIRST}\n\n${ARTICLE}\n\n${TRENDING}`)).toEqual({ markdown: ARTICLE, droppedBlocks: 3 });
    });
  });
  it("ends a navigation heading's menu at the first prose under it (GitHub's screen-reader \"Navigation Menu\" above an issue list), not a related list's", () => {
    const rows = Array.from({ length: 4 }, (_, index) => `[Scheduler skips job number ${index} on odd days](https://g.example/i/${index}) [bug](https://g.example/l/bug)\n\n#${index} opened Mar 8, 2024 by [okonkwo](https://g.example/u/o)`).join('\n\n');
    const page = `## Navigation Menu\n\n[Product](https://g.example/p)\n\n[Pricing](https://g.example/pr)\n\n287 Open 3,914 Closed issues in this repository, sorted by newest first.\n\n${rows}\n\n${ARTICLE}`;
    const trimmed = trimLinkBlocks(page).markdown;
    expect(trimmed).not.toContain('[Pricing]');
    expect(trimmed).toContain('[Scheduler skips job number 3 on odd days]');
    const related = `${ARTICLE}\n\n## Related stories\n\n[One story about the river flood](https://n.example/a)\n\nA summary line of it.\n\n[Another story about the dam](https://n.example/b)`;
    expect(trimLinkBlocks(related).markdown).not.toContain('Another story about the dam');
  });
  it('drops a chrome heading over an empty section (a list a stage left out: the BBC\'s "Related"), not a content heading', () => {
    const page = `${ARTICLE}\n\n## Related\n\n![Barriers](https://b.example/p.jpg)\n\n${PARAGRAPH}\n\n## More on this story\n\n## References\n\n## Notes\n\n${PARAGRAPH}`;
    const { markdown } = trimLinkBlocks(page);
    expect(markdown).not.toContain('## More on this story');
    expect(markdown).toContain('## Related');
    expect(markdown).toContain('## References');
    expect(markdown).toContain('## Notes');
  });
});
