import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * More pages read by session 32's helpers in the markup of widely run software (a shop's review list, a
 * wiki's travel guide, a spec written with ecmarkup, an artifact repository, a dataset listing, a news
 * article, a hiring platform's posting, a recipe site): reviews dated on their own, listings with icons
 * for phone and email, algorithm steps split by cross-references, a build snippet in a tab, titles linked
 * from a card's overlay, captions, a posting's end date, a recipe's header block.
 */

describe('an Amazon review list (ten reviews in div[data-hook=review], each dated "Reviewed in … on …")', () => {
  it('keeps every review\'s title and text, is not cut to Readability\'s 14 %, and dates no page by a review', async () => {
    const doc = await extract('shop-reviews-page.html', 'https://www.amazon.com/Halvard-Insulated-Stainless-Tumbler-Straw/product-reviews/B0CJ7QX4LM');
    expect(doc.stage).toBe('cleaned-body');
    expect(doc.publishedAt).toBeUndefined();
    expect(doc.text).toMatch(/\n\[Marisol Ortega\]\(https:\/\/www\.amazon\.com\/gp\/profile\/[^)]*\)\n\n\[\*5\.0 out of 5 stars\*\]\([^)]*\) \[Keeps ice for an entire shift\]\(https:\/\/www\.amazon\.com\/gp\/customer-reviews\/R2K8XQ1M4ZP7TD\/[^)]*\)\n\nReviewed in the United States on March 12, 2024\n/);
    expect(doc.text).toContain('I work twelve-hour shifts in a hospital pharmacy and this tumbler is the only one that still has ice in it when I clock out.');
    expect(doc.text).toContain('The powder coat has survived a few drops on concrete with only a tiny scuff on the base.');
    expect(doc.text.match(/^\[\*[1-5]\.0 out of 5 stars\*\]\([^)]*\) \[[^\]]+\]\(https:\/\/www\.amazon\.com\/gp\/customer-reviews\/R/gm)).toHaveLength(10);
    const reviews: Array<[string, string]> = [
      ['Great cup, straw is a little short', 'I bought a longer silicone straw separately and now it is perfect.'],
      ['Fits the cup holder in a 2016 Civic', 'This one tapers enough that it slides right into the front cup holder with room to spare.'],
      ['Paint started chipping after three weeks', 'Two stars because the replacement has the same thin coating near the lip.'],
      ['Better than the brand that costs twice as much', 'For the price I bought two more as gifts.'],
      ['Sweats a little at the lid seam', 'It is heavier than I expected, roughly 14 ounces empty.'],
      ['The slider lid is the best part', 'It also comes apart completely for washing, including the rubber gasket, so nothing gets musty.'],
      ['Arrived dented', 'Returning it. I might try again since the design looks good, but this one was not usable.'],
      ['Solid daily driver for the gym', 'Knocked off one star because the sage color is more grey than the photos suggest.'],
      ['Gift for my dad, he uses it every day', 'The navy is a rich dark blue and the laser-etched logo is subtle.'],
    ];
    for (const [title, text] of reviews) {
      const at = doc.text.indexOf(`[${title}](https://www.amazon.com/gp/customer-reviews/`);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(doc.text.indexOf(text)).toBeGreaterThan(at);
    }
    expect(doc.text).toContain('\nReviewed in the United States on February 28, 2024\n');
    for (const chrome of ['Hello, sign in', 'Thank you for your feedback']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a Wikivoyage guide (listings in span.vcard, the phone and email written beside an icon)', () => {
  it('keeps the "Tourist information" listing whole: its name, phone and email', async () => {
    const doc = await extract('travel-wiki-guide.html', 'https://en.wikivoyage.org/wiki/Lindenfeld');
    expect(doc.text).toContain('\n### Tourist information\n\n- [1](https://en.wikivoyage.org/wiki/Special:Map/17/47.8912/13.4127/en) **[Tourist Information Office](https://www.lindenfeld-tourismus.at/)**, Marktplatz 1, phone +43 6213 4410, email info@lindenfeld-tourismus.at. M–F 09:00–17:00, Sa 09:00–12:00; Jul–Aug also Su 10:00–13:00.');
    expect(doc.text).toContain('the *Lindenfeld Card* (€24 for 3 days), which covers local buses, the lake ferry and entry to most museums.');
    expect(doc.text).toContain('Sudhausgasse 3, phone +43 6213 4422. Apr–Oct daily 09:30–17:30');
    expect(doc.text).toContain('**Seehotel Aurora**, Seepromenade 40, phone +43 6213 5900. Check-in: 15:00, check-out: 11:00. Doubles €210–340.');
    expect(doc.text.match(/, phone \+43 6213 \d{4}[.,]/g)).toHaveLength(11);
    for (const chrome of ['Jump to content', 'View history', 'Phone_font_awesome']) expect(doc.text).not.toContain(chrome);
  });
});

describe('an ecmarkup spec clause (emu-alg steps whose operation names are emu-xref links)', () => {
  it('writes each algorithm step with its cross-references on one line', async () => {
    const doc = await extract('language-spec-clause.html', 'https://tc39.es/ecma262/2024/multipage/text-processing.html');
    const coercible = '\n1. Let O be ? [RequireObjectCoercible](https://tc39.es/ecma262/2024/multipage/abstract-operations.html#sec-requireobjectcoercible)(this value).\n';
    expect(doc.text).toContain(`## 22.1.3.20 String.prototype.replaceAll ( searchValue, replaceValue )\n\nThis method performs the following steps when called:\n${coercible}`);
    expect(doc.text.split(coercible)).toHaveLength(4);
    expect(doc.text).toContain('\n   1. Let isRegExp be ? [IsRegExp](https://tc39.es/ecma262/2024/multipage/abstract-operations.html#sec-isregexp)(searchValue).\n');
    expect(doc.text).toContain('\n      3. If ? [ToString](https://tc39.es/ecma262/2024/multipage/abstract-operations.html#sec-tostring)(flags) does not contain "g", throw a TypeError exception.\n');
    expect(doc.text).toContain('\n       1. Let replacement be ? [ToString](https://tc39.es/ecma262/2024/multipage/abstract-operations.html#sec-tostring)(? [Call](https://tc39.es/ecma262/2024/multipage/abstract-operations.html#sec-call)(replaceValue, undefined, « searchString, [𝔽](https://tc39.es/ecma262/2024/multipage/ecmascript-data-types-and-values.html#%F0%9D%94%BD)(p), string »)).\n');
    expect(doc.text).toContain('\n5. Return ? [Invoke](https://tc39.es/ecma262/2024/multipage/abstract-operations.html#sec-invoke)(rx, [%Symbol.search%](https://tc39.es/ecma262/2024/multipage/ecmascript-data-types-and-values.html#sec-well-known-symbols), « string »).\n');
    expect(doc.text).not.toMatch(/ [?!]\n/);
    expect(doc.text).toContain('\n| StringLiteral | literal | [ToString](https://tc39.es/ecma262/2024/multipage/abstract-operations.html#sec-tostring) |\n');
    for (const chrome of ['Toggle shortcuts help', 'Next →']) expect(doc.text).not.toContain(chrome);
  });
});

describe('an MvnRepository artifact (the Maven snippet in a textarea inside the build tool\'s tab)', () => {
  it('fences the <dependency> snippet as code', async () => {
    const doc = await extract('artifact-repository-page.html', 'https://mvnrepository.com/artifact/com.fasterxml.jackson.core/jackson-databind');
    expect(doc.text).toContain('\n```\n<!-- https://mvnrepository.com/artifact/com.fasterxml.jackson.core/jackson-databind -->\n<dependency>\n    <groupId>com.fasterxml.jackson.core</groupId>\n    <artifactId>jackson-databind</artifactId>\n    <version>2.17.0</version>\n</dependency>\n```\n');
    expect(doc.text).toContain('\n| License | Apache 2.0 |\n');
    expect(doc.text).toContain('\n| 2.17.x | [2.17.0](https://mvnrepository.com/artifact/com.fasterxml.jackson.core/jackson-databind/2.17.0) |  | [Central](https://mvnrepository.com/repos/central) | [1,356](https://mvnrepository.com/artifact/com.fasterxml.jackson.core/jackson-databind/2.17.0/usages) | Mar 09, 2024 |\n');
    expect(doc.text).toContain('| [2.13.3](https://mvnrepository.com/artifact/com.fasterxml.jackson.core/jackson-databind/2.13.3) | [2 vulnerabilities](');
    for (const chrome of ['Indexed Artifacts', 'Remove ads', 'Related Books']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a Kaggle dataset listing (each card\'s title in a div, the card linked by an overlay anchor)', () => {
  it('links every dataset\'s title to its dataset', async () => {
    const doc = await extract('dataset-listing-page.html', 'https://www.kaggle.com/datasets');
    expect(doc.text).toContain('\n- [Global Urban Heat Island Measurements 2000-2024](https://www.kaggle.com/datasets/marisolvega/global-urban-heat-island-measurements)\n\n  [Marisol Vega](https://www.kaggle.com/marisolvega) · Updated 2 days ago Usability 10.0 · 3 Files (CSV) · 12 MB\n');
    expect(doc.text).toContain('\n- [Coral Bleaching Survey Observations](https://www.kaggle.com/datasets/reefwatch/coral-bleaching-surveys)\n');
    expect(doc.text.match(/^- \[[^\]]+\]\(https:\/\/www\.kaggle\.com\/datasets\/[^/)]+\/[^)]+\)$/gm)).toHaveLength(20);
    expect(doc.text).toContain('\n## 1,046 Datasets\n');
    for (const chrome of ['Sign In', 'arrow_drop_up', 'more_horiz']) expect(doc.text).not.toContain(chrome);
  });
});

describe('an NHK news article (photos in figure with the caption in figcaption)', () => {
  it('keeps each photo\'s caption as its image\'s title', async () => {
    const doc = await extract('japanese-news-article.html', 'https://www3.nhk.or.jp/news/html/20240312/k10014387651000.html');
    expect(doc.text).toContain('\n![](https://www3.nhk.or.jp/news/html/20240312/K10014387651_2403121422_0312142251_02_03.jpg "協議会に出席したJRと自治体の担当者（12日 岡山市）")\n\n## 自治体側 “地域の足 失いたくない”\n');
    expect(doc.text).toContain('\n![](https://www3.nhk.or.jp/news/html/20240312/K10014387651_2403121422_0312142251_03_03.jpg "利用者の減少が続くローカル線の駅（先月）")\n\n## 専門家 “まちづくりと一体で議論を”\n');
    expect(doc.text).toContain('運行本数は現在の1日9往復から25往復程度に増えるとしています。');
    expect(doc.text).toContain('協議会は今後、住民への説明会を開いたうえで、来年度中に結論をまとめる方針です。');
    expect(doc.publishedAt).toBe('2024-03-12T14:22:51+09:00');
    for (const chrome of ['URLをコピー', '関連ニュース', 'はてなブックマーク']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a Workday job posting (JSON-LD datePosted; "End Date" in the posting\'s detail list)', () => {
  it('dates the posting by its JSON-LD, not by when applications close', async () => {
    const doc = await extract('job-posting-page.html', 'https://northwind.wd5.myworkdayjobs.com/en-US/Northwind_Careers/job/Austin-TX/Senior-Data-Platform-Engineer_R-0048213');
    expect(doc.publishedAt).toBe('2024-03-11');
    expect(doc.title).toBe('Senior Data Platform Engineer');
    expect(doc.text).toContain('\n- Design, build and operate Kafka- and Flink-based streaming pipelines that handle peak loads of 400,000 events per second.\n');
    expect(doc.text).toContain('\n**Nice to have:**\n\n- Familiarity with open table formats such as Apache Iceberg, Delta Lake or Hudi.\n');
    expect(doc.text).toContain('The base salary range for this position is **$158,000 - $212,000** per year.');
    for (const chrome of ['Accept Cookies', 'Search for Jobs']) expect(doc.text).not.toContain(chrome);
  });
});

describe('a BBC Good Food recipe (times, skill and servings in a header block under the title)', () => {
  it('keeps the header block: prep and cook times, servings and the description', async () => {
    const doc = await extract('recipe-site-page.html', 'https://www.bbcgoodfood.com/recipes/smoky-chickpea-chorizo-stew');
    const ingredients = doc.text.indexOf('\n## Ingredients\n');
    for (const header of ['Prep: 15 mins', 'Cook: 1 hr', '- Easy\n', '- Serves 4\n', '\nMake this hearty one-pot chickpea and chorizo stew for a warming midweek dinner. It\'s packed with smoked paprika, sweet peppers and iron-rich spinach, and freezes brilliantly for busy weeknights.\n']) {
      expect(doc.text.indexOf(header)).toBeGreaterThanOrEqual(0);
      expect(doc.text.indexOf(header)).toBeLessThan(ingredients);
    }
    expect(doc.text).toContain('\nNutrition: Per serving\n');
    expect(doc.text).toContain('\n| protein | 22g |\n');
    expect(doc.text).toContain('\n- 2 x 400g cans [chickpeas](https://www.bbcgoodfood.com/glossary/chickpeas-glossary), drained\n');
    expect(doc.author).toBe('Esther Clark');
    expect(doc.publishedAt).toBe('2024-01-18T09:00:00+00:00');
    for (const chrome of ['We value your privacy', 'Sign up to our newsletter']) expect(doc.text).not.toContain(chrome);
  });
});
