import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extractContentRegion } from '../../../../../../adapters/outbound/extract/html/region/content-region.js';
import { controlCounts } from '../../../../../../adapters/outbound/extract/html/region/control-counts.js';
import { prose, textOf } from './content-region-support.js';

const TITLE = 'Switched my homelab from Compose to Quadlets';
const CANONICAL = '<link rel="canonical" href="https://lemmy.example/post/4471820">';
const titled = (body: string, title = `${TITLE} - Lemmy Example`): Document =>
  parseHTML(`<!DOCTYPE html><html><head><title>${title}</title>${CANONICAL}</head><body>${body}</body></html>`).document as unknown as Document;
const regionHtml = (document: Document): string => extractContentRegion(document)?.root.innerHTML ?? '';
const squeezedText = (document: Document): string => (extractContentRegion(document)?.root.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('extractContentRegion: the title heading set as a link', () => {
  const post = `<main><div class="post-listing"><div class="d-flex"><h1><a href="https://blog.example.net/quadlets">${TITLE}</a></h1></div><p><a href="https://blog.example.net/quadlets">blog.example.net</a></p><article><p>${prose('post')}</p></article></div></main>`;

  it("keeps the page's <h1> whose text is the stated title, with its link to another site (a link post's article)", () => {
    const html = regionHtml(titled(post));
    expect(html).toContain(`<h1><a href="https://blog.example.net/quadlets">${TITLE}</a></h1>`);
    expect(html).not.toContain('>blog.example.net</a>');
  });

  it('reads the title from og:title too', () => {
    const document = parseHTML(`<!DOCTYPE html><html><head><title>Lemmy</title><meta property="og:url" content="https://lemmy.example/post/4471820"><meta property="og:title" content="${TITLE}"></head><body>${post}</body></html>`).document as unknown as Document;
    expect(squeezedText(document)).toContain(TITLE);
  });

  it("drops the title heading linked to the page's own site, or where the page gives no address of its own", () => {
    const own = post.replace(/https:\/\/blog\.example\.net\/quadlets/g, 'https://lemmy.example/post/4471820');
    expect(squeezedText(titled(own))).not.toContain(TITLE);
    const unstated = parseHTML(`<!DOCTYPE html><html><head><title>${TITLE}</title></head><body>${post}</body></html>`).document as unknown as Document;
    expect(squeezedText(unstated)).not.toContain(TITLE);
  });

  it('still drops a linked heading that is not the page title, and the other links of a block round the title heading', () => {
    const teaser = `<main><h1><a href="https://news.example.org/other">Another story about something else</a></h1><p>${prose('body')}</p></main>`;
    expect(squeezedText(titled(teaser))).not.toContain('Another story');
    const header = `<main><div class="head"><h1><a href="https://blog.example.net/quadlets">${TITLE}</a></h1><ul><li><a href="/a">Communities</a></li><li><a href="/b">Create post</a></li></ul></div><p>${prose('body')}</p></main>`;
    const text = squeezedText(titled(header));
    expect(text).toContain(TITLE);
    expect(text).not.toContain('Communities');
  });
});

describe('extractContentRegion: a vote widget', () => {
  it('drops the bare score between the vote buttons, and keeps numbers that stand among words', () => {
    const body = `<main><div class="vote-bar"><button aria-label="Upvote"><svg></svg></button><div class="post-score">412</div><button aria-label="Downvote"><svg></svg></button></div><p>${prose('post')}</p><div><span>2024</span> <button>Edit</button> was a good year</div></main>`;
    const text = textOf(body);
    expect(text).not.toContain('412');
    expect(text).toContain('2024 was a good year');
  });
});

describe('controlCounts', () => {
  const parentOf = (html: string): Element => (parseHTML(`<!DOCTYPE html><html><body><div id="p">${html}</div></body></html>`).document as unknown as Document).getElementById('p') as Element;

  it.each([
    ['between an up and a down button', '<button aria-label="Upvote"></button><div>412</div><button aria-label="Downvote"></button>', '412'],
    ['beside a like control named by its role', '<span role="button">Like</span> <span>1.2k</span>', '1.2k'],
  ])('finds the count %s', (_, html, count) => {
    expect(controlCounts(parentOf(html)).map((element) => element.textContent)).toEqual([count]);
  });

  it.each([
    ['without a control beside it', '<span>412</span><span></span>'],
    ['beside words', '<button>Up</button><span>412</span> points'],
    ['when it is more than a number', '<button>Up</button><span>412 points</span>'],
    ['when two numbers stand there (a table of figures, a range)', '<button>Up</button><span>4</span><span>12</span>'],
  ])('finds none %s', (_, html) => {
    expect(controlCounts(parentOf(html))).toEqual([]);
  });
});
