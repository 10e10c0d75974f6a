import { describe, expect, it } from 'vitest';
import { choosePageTitle, isStatedTitleOpening, MAX_TITLE_CHARS, TITLE_PREFERENCES, titleKey } from '../../../../../domain/page/metadata/page-title.js';

describe('choosePageTitle', () => {
  it('drops the segment that names the site', () => {
    expect(choosePageTitle({ documentTitle: 'Trending repositories on GitHub today · GitHub', siteNames: ['GitHub'] })).toBe('Trending repositories on GitHub today');
    expect(choosePageTitle({ documentTitle: 'Workforce Management Software | Workforce.com', siteNames: ['workforce.com'] })).toBe('Workforce Management Software');
    expect(choosePageTitle({ documentTitle: 'Bulova | Official Site', siteNames: ['bulova'] })).toBe('Official Site');
  });

  it("keeps a stated title's dash that the article's headline spans (a German headline's \" – und …\"), which read as the site's separator", () => {
    const title = 'Wohnungsbau: Warum die Baugenehmigungen wieder steigen – und trotzdem kaum gebaut wird';
    expect(choosePageTitle({ socialTitle: title, documentTitle: `${title} - DER SPIEGEL`, headline: title, siteNames: ['DER SPIEGEL'] })).toBe(title);
    // Without a headline that spans it, the dash still ends the title.
    expect(choosePageTitle({ socialTitle: title, documentTitle: `${title} - DER SPIEGEL`, siteNames: ['DER SPIEGEL'] })).toBe('Wohnungsbau: Warum die Baugenehmigungen wieder steigen');
  });

  it("takes a later segment of a stated title that the main item's headline equals: the first names the employer or section (Lever's job postings)", () => {
    expect(choosePageTitle({ documentTitle: 'Tidewater Robotics - Field Service Technician', headline: 'Field Service Technician', siteNames: [] })).toBe('Field Service Technician');
    expect(choosePageTitle({ documentTitle: 'Tidewater Robotics - Field Service Technician', siteNames: [] })).toBe('Tidewater Robotics');
  });

  it('passes over a segment without a letter when another has one: the number the page is filed under', () => {
    expect(choosePageTitle({ documentTitle: '12345 – Segfault in tw_resolve_alias() on a flow mapping', siteNames: ['bugs.example.org'] })).toBe('Segfault in tw_resolve_alias() on a flow mapping');
    expect(choosePageTitle({ documentTitle: '#123456 - tidewater: crashes on empty table - Debian Bug report logs', siteNames: ['Debian Bug report logs'] })).toBe('tidewater: crashes on empty table');
    // A title that is only a number stays one (a year's page), and so does a number within a segment.
    expect(choosePageTitle({ documentTitle: '2024 - Wikipedia', siteNames: ['Wikipedia'] })).toBe('2024');
    expect(choosePageTitle({ documentTitle: '1984', siteNames: [] })).toBe('1984');
    expect(choosePageTitle({ documentTitle: 'Bug 12345 - Segfault', siteNames: [] })).toBe('Bug 12345');
  });

  it("passes over a filing code of capitals and digits when another segment has words (a patent's \"US11482915B2\")", () => {
    expect(choosePageTitle({ documentTitle: 'US11482915B2 - Adaptive dew-point control for display cases - Google Patents', siteNames: ['Google Patents'] })).toBe('Adaptive dew-point control for display cases');
    // A code alone, or a code of fewer than four digits, is still the title.
    expect(choosePageTitle({ documentTitle: 'CVE-2024-3094 - NVD', siteNames: ['NVD'] })).toBe('CVE-2024-3094');
    expect(choosePageTitle({ documentTitle: 'B2B - Selling to businesses', siteNames: [] })).toBe('B2B');
  });

  it('takes a short last segment for a suffix when no site name matches', () => {
    expect(choosePageTitle({ documentTitle: 'Small Business Accounting Software - Start for Free', siteNames: [] })).toBe('Small Business Accounting Software');
    expect(choosePageTitle({ documentTitle: 'A - B', siteNames: [] })).toBe('A');
  });

  it('prefers the social title and an <h1> that equals what remains', () => {
    expect(choosePageTitle({ documentTitle: 'Home', socialTitle: 'Faux leather jacket - Zalando', siteNames: ['zalando'] })).toBe('Faux leather jacket');
    expect(choosePageTitle({ documentTitle: 'how close is it | Forum', headings: ['How close is it?'], siteNames: ['forum'] })).toBe('How close is it?');
  });

  it('falls back to the headline, then the heading, and returns undefined without any', () => {
    expect(choosePageTitle({ headline: 'The headline', headings: ['The heading'], siteNames: [] })).toBe('The headline');
    expect(choosePageTitle({ headings: ['The heading'], siteNames: [] })).toBe('The heading');
    expect(choosePageTitle({ documentTitle: '  ', siteNames: [] })).toBeUndefined();
  });

  it('keeps separators that are part of the title and strips pilcrows', () => {
    expect(choosePageTitle({ documentTitle: 'Tech conferences in 2026 / 2027', siteNames: [] })).toBe('Tech conferences in 2026 / 2027');
    expect(choosePageTitle({ headings: ['Advanced Usage¶'], siteNames: [] })).toBe('Advanced Usage');
  });

  it('bounds very long titles at a word boundary', () => {
    const title = choosePageTitle({ documentTitle: 'word '.repeat(200), siteNames: [] }) ?? '';
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_CHARS + 1);
    expect(title.endsWith('…')).toBe(true);
  });

  it('passes over a social title that only names the site, except on a home page', () => {
    expect(choosePageTitle({ socialTitle: 'Bombas', documentTitle: "All Men's Socks", siteNames: ['Bombas'] })).toBe("All Men's Socks");
    expect(choosePageTitle({ socialTitle: 'Bombas', documentTitle: 'Bombas', siteNames: ['Bombas'] })).toBe('Bombas');
  });

  it('does not take an <h1> that repeats the dropped site name for the title', () => {
    expect(choosePageTitle({ documentTitle: 'Discuss the 7.1.0 release here - virtualbox.org', headings: ['virtualbox.org'], siteNames: ['virtualbox.org'] }))
      .toBe('Discuss the 7.1.0 release here');
    expect(choosePageTitle({ documentTitle: 'Reviews of our classes — Yoga With Olivia', headings: ['Yoga With Olivia'], siteNames: ['Yoga With Olivia'] }))
      .toBe('Reviews of our classes');
  });

  it('reads a documentation heading without its section number', () => {
    expect(choosePageTitle({ headings: ['3.1 Git Branching - Branches in a Nutshell'], siteNames: [] })).toBe('Git Branching - Branches in a Nutshell');
    expect(choosePageTitle({ documentTitle: 'Branching in a Nutshell | Pro Git, second edition, chapter three', headings: ['3.1 Pro Git, second edition, chapter three'], siteNames: [] }))
      .toBe('Pro Git, second edition, chapter three');
    expect(choosePageTitle({ documentTitle: '5 Best Trends', headings: ['5 Best Trends'], siteNames: [] })).toBe('5 Best Trends');
  });

  it('compares titles by letters and digits', () => {
    expect(titleKey('How close is China’s EUV project?')).toBe(titleKey("How close is China's EUV project"));
  });
});

describe('choosePageTitle: segments, headings and preferences', () => {
  it('takes the first segment that does not name the site, not the sections after it', () => {
    expect(choosePageTitle({ documentTitle: 'Build your first app  |  Get started  |  Android Developers', siteNames: ['Android Developers'] })).toBe('Build your first app');
    expect(choosePageTitle({ documentTitle: 'Hybrid Quantum Computing - Programming - Nigeria', siteNames: [] })).toBe('Hybrid Quantum Computing');
  });

  it("keeps a segment that is the page's heading though it starts with the site's name (aws.amazon.com's \"Amazon EC2\"), away from the home page", () => {
    expect(choosePageTitle({ documentTitle: 'Cloud Compute Capacity - Amazon EC2 - AWS', headings: ['Amazon EC2'], siteNames: ['amazon', 'AWS'] })).toBe('Amazon EC2');
    expect(choosePageTitle({ documentTitle: 'Cloud Compute Capacity - Amazon EC2 - AWS', headings: ['Amazon EC2'], siteNames: ['amazon', 'AWS'], homePage: true })).toBe('Cloud Compute Capacity');
    // A heading that is exactly the site's name, or shortens it, still names the site (PEPs' banner over the proposal's own h1).
    expect(choosePageTitle({ documentTitle: 'Bridge reopens - BBC News', headings: ['BBC News'], siteNames: ['BBC News'] })).toBe('Bridge reopens');
    expect(choosePageTitle({ documentTitle: 'PEP 812 – Deferred Evaluation of Default Argument Expressions | peps.python.org', headings: ['Python Enhancement Proposals', 'PEP 812 – Deferred Evaluation of Default Argument Expressions'], siteNames: ['Python Enhancement Proposals (PEPs)', 'peps.python.org'] }))
      .toBe('PEP 812 – Deferred Evaluation of Default Argument Expressions');
  });

  it('drops a last segment that starts with the site name', () => {
    expect(choosePageTitle({ documentTitle: 'Marietta Electricians Costs & Prices - ProMatcher Cost Report', headings: ['Marietta Electricians Costs & Prices - ProMatcher Cost Report'], siteNames: ['promatcher'] }))
      .toBe('Marietta Electricians Costs & Prices');
  });

  it('takes the heading when a run of stated segments or the headline confirms it', () => {
    expect(choosePageTitle({ socialTitle: 'Fiercely Strong Coffee | Dark Roast Coffee', headings: ['Dark Roast Coffee'], siteNames: [] })).toBe('Dark Roast Coffee');
    expect(choosePageTitle({ documentTitle: 'Tutorial - User Guide - FastAPI', headings: ['Tutorial - User Guide¶'], siteNames: ['FastAPI'] })).toBe('Tutorial - User Guide');
    expect(choosePageTitle({ documentTitle: '5 Best Trends for 2026', headline: 'Top 5 Trends to Watch', headings: ['Top 5 Trends to Watch'], siteNames: [] })).toBe('Top 5 Trends to Watch');
  });

  it('passes over headings that name the site and skips to the next', () => {
    expect(choosePageTitle({ documentTitle: 'Introduction - From Zero to QED', headings: ['From Zero to QED', 'Introduction'], siteNames: ['From Zero to QED'] })).toBe('Introduction');
  });

  it('takes the heading when the stated title only names the site, except on the home page', () => {
    expect(choosePageTitle({ documentTitle: ' | Nuts & Volts Magazine', headings: ['Electronic Gadgets'], siteNames: ['nutsvolts'] })).toBe('Electronic Gadgets');
    expect(choosePageTitle({ documentTitle: 'Bombas', headings: ['Socks that give back'], siteNames: ['Bombas'], homePage: true })).toBe('Bombas');
  });

  it('follows the preferences for a heading within the title and for the source read first', () => {
    const candidates = { documentTitle: 'Hiking Boots: Shop Boots for Hiking | REI', socialTitle: 'Boots | REI', headings: ['Hiking Boots'], siteNames: ['REI'], productPage: false };
    expect(choosePageTitle(candidates, { ...TITLE_PREFERENCES, firstSource: 'document', headingWithinTitle: 'never' })).toBe('Hiking Boots: Shop Boots for Hiking');
    expect(choosePageTitle(candidates, { ...TITLE_PREFERENCES, firstSource: 'document', headingWithinTitle: 'product-pages' })).toBe('Hiking Boots: Shop Boots for Hiking');
    expect(choosePageTitle({ ...candidates, productPage: true }, { ...TITLE_PREFERENCES, firstSource: 'document', headingWithinTitle: 'product-pages' })).toBe('Hiking Boots');
    expect(choosePageTitle(candidates, { ...TITLE_PREFERENCES, firstSource: 'document', headingWithinTitle: 'always' })).toBe('Hiking Boots');
    expect(choosePageTitle(candidates, { ...TITLE_PREFERENCES, firstSource: 'social', headingWithinTitle: 'never' })).toBe('Boots');
  });

  it('follows the preferences for a title that extends the heading, the wording of a confirmed heading and a home page', () => {
    const extended = { socialTitle: 'Pet Insurance for Dogs & Cats', headings: ['Pet Insurance'], siteNames: [] };
    expect(choosePageTitle(extended, { ...TITLE_PREFERENCES, headingWithinTitle: 'always' })).toBe('Pet Insurance');
    expect(choosePageTitle(extended, { ...TITLE_PREFERENCES, headingWithinTitle: 'unless-extended' })).toBe('Pet Insurance for Dogs & Cats');
    expect(choosePageTitle({ ...extended, socialTitle: 'Shop Furniture Online', headings: ['Furniture'] }, { ...TITLE_PREFERENCES, headingWithinTitle: 'unless-extended' })).toBe('Furniture');
    const badge = { socialTitle: 'Info - Graphics Card Guide | Forum', headings: ['Info Graphics Card Guide'], siteNames: ['Forum'] };
    expect(choosePageTitle(badge, { ...TITLE_PREFERENCES, confirmedWording: 'heading' })).toBe('Info Graphics Card Guide');
    expect(choosePageTitle(badge, { ...TITLE_PREFERENCES, confirmedWording: 'stated' })).toBe('Info - Graphics Card Guide');
    const home = { documentTitle: 'Together AI | The AI Native Cloud', headings: ['Build what is next'], siteNames: ['Together AI'], homePage: true };
    expect(choosePageTitle(home, { ...TITLE_PREFERENCES, homePageTitle: 'segment' })).toBe('The AI Native Cloud');
    expect(choosePageTitle(home, { ...TITLE_PREFERENCES, homePageTitle: 'site-name' })).toBe('Together AI');
    expect(choosePageTitle({ ...home, homePage: false }, { ...TITLE_PREFERENCES, homePageTitle: 'site-name' })).toBe('The AI Native Cloud');
    expect(choosePageTitle({ ...home, documentTitle: 'The AI Native Cloud | Together AI' }, { ...TITLE_PREFERENCES, homePageTitle: 'site-name' })).toBe('The AI Native Cloud');
    expect(choosePageTitle({ ...home, documentTitle: 'Cloud Computing Platform | Together AI', headings: ['Cloud Computing'] }, { ...TITLE_PREFERENCES, homePageTitle: 'site-name' })).toBe('Cloud Computing');
  });

  it('confirms a heading only by a run of adjacent segments, keeping the separators the page wrote', () => {
    expect(choosePageTitle({ documentTitle: 'Git Branching :: Branches in a Nutshell | Git', headings: ['Git Branching - Branches in a Nutshell'], siteNames: ['git-scm.com'] }, { ...TITLE_PREFERENCES, confirmedWording: 'stated' }))
      .toBe('Git Branching :: Branches in a Nutshell');
  });

  it('keeps a title two sources state alike against a heading that is only part of it (agreedTitle over-part)', () => {
    const stated = { documentTitle: 'Pet Insurance for Dogs & Cats | Progressive', socialTitle: 'Pet Insurance for Dogs & Cats', headings: ['Pet Insurance'], siteNames: ['progressive.com'] };
    expect(choosePageTitle(stated)).toBe('Pet Insurance for Dogs & Cats');
    expect(choosePageTitle(stated, { ...TITLE_PREFERENCES, agreedTitle: 'ignored' })).toBe('Pet Insurance');
    expect(choosePageTitle({ ...stated, socialTitle: undefined })).toBe('Pet Insurance');
    expect(choosePageTitle({ ...stated, socialTitle: 'Pet Insurance Quotes' })).toBe('Pet Insurance');
    expect(choosePageTitle({ ...stated, socialTitle: undefined, headline: 'Pet insurance for dogs and cats' })).toBe('Pet Insurance');
    expect(choosePageTitle({ ...stated, socialTitle: undefined, headline: 'Pet Insurance for Dogs & Cats' })).toBe('Pet Insurance for Dogs & Cats');
  });

  it('lets an agreed title hold against a heading only a structured name confirms (agreedTitle over-names)', () => {
    const candidates = { documentTitle: 'Nörd Zero | Nord Republic', socialTitle: 'Nörd Zero | Nord Republic', headings: ['Minimalist Sandals Nörd Zero'], structuredNames: ['Minimalist Sandals Nörd Zero'], siteNames: ['Nord Republic'] };
    expect(choosePageTitle(candidates)).toBe('Minimalist Sandals Nörd Zero');
    expect(choosePageTitle(candidates, { ...TITLE_PREFERENCES, agreedTitle: 'over-names' })).toBe('Nörd Zero');
  });

  it('keeps the stated wording of a confirmed heading only where the heading lost a separator (confirmedWording stated-where-split)', () => {
    const badge = { socialTitle: 'Info - Graphics Card Guide | Forum', headings: ['Info Graphics Card Guide'], siteNames: ['Forum'] };
    expect(choosePageTitle(badge)).toBe('Info - Graphics Card Guide');
    expect(choosePageTitle({ ...badge, socialTitle: 'Why Hasn\'t Tutoring Worked? | Forum', headings: ['Why Hasn’t Tutoring Worked?'] })).toBe('Why Hasn’t Tutoring Worked?');
    expect(choosePageTitle({ ...badge, socialTitle: 'Desks & Computer Desks | Forum', headings: ['Desks & computer desks'] })).toBe('Desks & computer desks');
  });

  it('removes invisible format characters', () => {
    expect(choosePageTitle({ documentTitle: '\u202aGeoffrey Hinton\u202c - \u202aGoogle Scholar\u202c', siteNames: ['Google Scholar'] })).toBe('Geoffrey Hinton');
  });

  it('takes the <h1> where a structured name of the page equals it (headingConfirmation names), else the stated title', () => {
    const candidates = { documentTitle: 'Bridges for 2026 | Riverside', headings: ['Top 5 River Bridges of 2026'], siteNames: ['riverside'] };
    expect(choosePageTitle({ ...candidates, structuredNames: ['Top 5 river bridges of 2026'] })).toBe('Top 5 River Bridges of 2026');
    expect(choosePageTitle({ ...candidates, structuredNames: ['Top 5 river bridges of 2026'] }, { ...TITLE_PREFERENCES, headingConfirmation: 'stated' })).toBe('Bridges for 2026');
    expect(choosePageTitle({ ...candidates, structuredNames: ['River Bridges'] })).toBe('Bridges for 2026');
    expect(TITLE_PREFERENCES.headingConfirmation).toBe('names');
  });
});

describe('isStatedTitleOpening', () => {
  const stated = ['Show HN: Quillstone – a page-cache database in Rust | Hacker News', 'Quillstone'];
  it('matches the stated title whole or its segments from the first up to a separator, in letters and digits', () => {
    expect(isStatedTitleOpening('Show HN: Quillstone – a page-cache database in Rust', stated)).toBe(true);
    expect(isStatedTitleOpening('Show HN: Quillstone', stated)).toBe(true);
    expect(isStatedTitleOpening('show hn — quillstone – a page cache database in rust | hacker news', stated)).toBe(true);
  });
  it('does not match a later segment, a part of a segment, or one word', () => {
    expect(isStatedTitleOpening('a page-cache database in Rust', stated)).toBe(false);
    expect(isStatedTitleOpening('Hacker News', stated)).toBe(false);
    expect(isStatedTitleOpening('Show HN: Quill', stated)).toBe(false);
    expect(isStatedTitleOpening('Quillstone', stated)).toBe(false);
    expect(isStatedTitleOpening('Show HN', [])).toBe(false);
  });
});
