import { beforeAll, describe, expect, it } from 'vitest';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built listings: search results whose items are the content (see `hand-checked-support.ts`). */

describe("a job board's search results (Indeed: each job a card of layout tables, its title a linked <h2>)", () => {
  let text: string;
  beforeAll(async () => {
    const doc = await extract('job-search-listing.html', 'https://www.indeed.com/jobs?q=data+analyst&l=Columbus%2C+OH');
    text = doc.text;
    expectRecordedDecision(doc);
  });

  it("keeps every job's linked title with its employer, the first one too, whose words the search's title shares", () => {
    const jobs: ReadonlyArray<readonly [string, string]> = [
      ['Data Analyst II', 'Quillby Health Partners'],
      ['Operations Data Analyst', 'Tessaline Grocers'],
      ['Business Intelligence Analyst', 'Orrin & Vale Insurance'],
      ['Entry Level Reporting Analyst', 'Cindervale County Library'],
      ['Data Quality Analyst', 'Pellworth Manufacturing'],
      ['People Analytics Associate', 'Harrowgate Staffing Group'],
      ['Analyst, Pricing & Revenue', 'Lumenark Transit Authority'],
      ['Healthcare Data Analyst', 'Sorrelbrook Clinics'],
    ];
    let from = 0;
    for (const [title, employer] of jobs) {
      const at = text.indexOf(`## [${title}](https://www.indeed.com/rc/clk?jk=`, from);
      expect(at, title).toBeGreaterThanOrEqual(from);
      expect(text.indexOf(`\n\n  ${employer}\n\n`, at), employer).toBeGreaterThan(at);
      from = at + 1;
    }
  });

  it("keeps each job's summary bullets and leaves out the header, the search form, the filters and the footer", () => {
    expect(text).toContain('  - Own the claims-lag report and explain variances to the finance group.');
    for (const chrome of ['Find jobs', 'Date posted', 'Company reviews', '© 2024 Indeed']) expect(text).not.toContain(chrome);
  });
});

describe("a shop's category page whose tiles are each one link, over a longer buying guide (ASOS, with an ItemList of the tiles)", () => {
  it('keeps every tile with its name linked to the product and its price (a former price, named so beside the reduced one, struck through), and the guide after them', async () => {
    const doc = await extract('asos-category.html', 'https://www.asos.com/men/jackets-coats/jackets/cat/?cid=3606');
    expect(doc.title).toBe("Men's Jackets");
    expect(doc.text).toContain('## [ASOS DESIGN oversized harrington jacket in stone](https://www.asos.com/asos-design-oversized-harrington-jacket-in-stone/prd/205481733#colourWayId-205481750)\n\n£45.00');
    expect(doc.text).toContain('## [Bershka faux leather biker jacket in black](https://www.asos.com/bershka-faux-leather-biker-jacket-in-black/prd/204930118#colourWayId-204930135)\n\n~~£49.99~~ £34.99');
    expect(doc.text.match(/^## \[[^\]]+\]\(https:\/\/www\.asos\.com\/[^)]+\/prd\/\d+/gm)).toHaveLength(12);
    expect(doc.text.indexOf('ASOS DESIGN suede look western jacket in tan')).toBeLessThan(doc.text.indexOf("## Men's jackets: a buyer's guide"));
    expect(doc.text).toContain('- **Layering room:** if you plan to wear a jumper underneath');
    for (const chrome of ['Help & FAQs', 'Search for items and brands', 'Sort', 'Download the app']) expect(doc.text).not.toContain(chrome);
    expectRecordedDecision(doc);
  });
});

describe("a software directory's category page whose product names are a word or two (Capterra, with an ItemList of the products)", () => {
  it("keeps every product's linked name, rating and description (Readability's cut keeps each name's heading in its wrappers)", async () => {
    const doc = await extract('software-directory-category.html', 'https://www.capterra.com/project-management-software/');
    expect(doc.text.match(/^## \[[^\]]+\]\(https:\/\/www\.capterra\.com\/p\/\d+\/[^)]+\)$/gm)).toEqual([
      '## [Tasklane](https://www.capterra.com/p/184581/Tasklane/)', '## [Boardwise](https://www.capterra.com/p/120332/Boardwise/)', '## [Plotline PM](https://www.capterra.com/p/210977/Plotline-PM/)',
      '## [Crewdeck](https://www.capterra.com/p/163040/Crewdeck/)', '## [Milestoner](https://www.capterra.com/p/98211/Milestoner/)', '## [Sprintvale](https://www.capterra.com/p/231455/Sprintvale/)',
    ]);
    expect(doc.text).toContain('## [Tasklane](https://www.capterra.com/p/184581/Tasklane/)\n\nOverall rating\n\n4.6 (4,812)\n\nTasklane is a work management platform');
    expect(doc.text).toContain('$10.99 Per User Per Month');
    expect(doc.stageNotes).toContain("choice: readability (readability has 98 % of the region's words)");
    expectRecordedDecision(doc);
  });
});


describe("a freelance job search (Upwork: each job's linked title in a clamp's wrappers, no ItemList)", () => {
  it('keeps every job with its linked title over its terms', async () => {
    const doc = await extract('freelance-job-search.html', 'https://www.upwork.com/nx/search/jobs/?q=react%20native');
    const titles = doc.text.match(/^## \[[^\]]+\]\(https:\/\/www\.upwork\.com\/jobs\/[^)]+\)$/gm) ?? [];
    expect(titles).toHaveLength(8);
    expect(titles[0]).toContain('[React Native developer for fitness tracking app MVP]');
    expect(doc.text).toMatch(/## \[React Native developer for fitness tracking app MVP\]\([^)]+\)\n\n- \*\*Hourly: \$35\.00 - \$60\.00\*\*/);
    expectRecordedDecision(doc);
  });
});

describe("a home search (Redfin: each home's card states a Product in JSON-LD of its own)", () => {
  it('reads the page as a listing and keeps the homes, not removing them as other products', async () => {
    const doc = await extract('real-estate-search.html', 'https://www.redfin.com/city/30818/TX/Austin');
    for (const price of ['$549,000', '$1,275,000', '$2,150,000', '$875,000']) expect(doc.text).toContain(`\n${price}\n`);
    expect(doc.text).toContain('[4512 Avenue H, Austin, TX 78751](https://www.redfin.com/TX/Austin/4512-Avenue-H-78751/home/31402215)');
    expect((doc.removalNotes ?? []).join(' ')).not.toContain('cards of other products removed');
    expectRecordedDecision(doc);
  });
});
