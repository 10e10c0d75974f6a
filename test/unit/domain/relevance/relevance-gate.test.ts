import { describe, expect, it } from 'vitest';
import { isRelevant, requiredTermMatches } from '../../../../domain/relevance/relevance-gate.policy.js';
import { parseSearchQuery } from '../../../../domain/relevance/search-query-parser.js';

interface GateCase {
  readonly name: string;
  readonly query: string;
  readonly title: string;
  readonly snippet?: string;
  readonly url?: string;
  readonly relevant: boolean;
  readonly reason?: RegExp;
}

const CASES: readonly GateCase[] = [
  // English: threshold and stop words
  { name: 'en: 2 of 3 terms suffice', query: 'rust async runtime', title: 'Tokio - An asynchronous Rust runtime', relevant: true },
  { name: 'en: off-topic result sharing one word', query: 'rust async runtime', title: 'How to remove rust from a car', url: 'https://cars.example/rust', relevant: false, reason: /matched 1 of 3 .*needs 2/ },
  { name: 'en: two terms, both present', query: 'python asyncio', title: 'asyncio — Asynchronous I/O', snippet: 'Python 3.12 documentation', relevant: true },
  { name: 'en: two terms, one missing', query: 'python asyncio', title: 'Python tutorial for beginners', relevant: false },
  { name: 'en: single term present', query: 'Kubernetes', title: 'What is Kubernetes?', relevant: true },
  { name: 'en: single term absent', query: 'kubernetes', title: 'Docker overview', url: 'https://docs.docker.com/get-started/', relevant: false },
  { name: 'en: URL host and path words count', query: 'nodejs undici', title: 'GitHub', snippet: 'An HTTP/1.1 client, written from scratch', url: 'https://github.com/nodejs/undici', relevant: true },
  { name: 'en: stop words do not count', query: 'how to install the docker', title: 'Install Docker Engine', relevant: true },
  { name: 'en: stop words cannot carry an off-topic result', query: 'how to install the docker', title: 'How to install the app on your phone', relevant: false },
  { name: 'en: a query of only stop words keeps them', query: 'the who', title: 'The Who – official site of the band', relevant: true },
  { name: 'en: long query needs half', query: 'how to configure nginx reverse proxy with websocket support', title: 'NGINX as a WebSocket Proxy', snippet: 'Configure the proxy', relevant: true },
  { name: 'en: version numbers match exactly', query: 'iphone 15', title: 'iPhone 14 review', relevant: false },
  { name: 'en: numbers as tokens', query: 'python 3.12 release notes', title: "What's New In Python 3.12", relevant: true },
  { name: 'en: inflection (library/libraries)', query: 'python library', title: 'Top Python libraries', relevant: true },
  // German
  { name: 'de: compound inflection', query: 'Krankenversicherung Vergleich', title: 'Vergleich der Krankenversicherungen 2024', relevant: true },
  { name: 'de: ß folds to ss', query: 'Straße Berlin', title: 'Strasse in Berlin sperrt', relevant: true },
  { name: 'de: umlaut and case folding', query: 'MÜNCHEN Wetter', title: 'wetter münchen heute', relevant: true },
  { name: 'de: wrong city', query: 'Wetter München', title: 'Wetter Hamburg', url: 'https://wetter.example/hamburg', relevant: false },
  // French
  { name: 'fr: accents ignored', query: 'café crème recette', title: 'Recette du cafe creme maison', relevant: true },
  { name: 'fr: elision and plural', query: "l'hôpital de Paris", title: 'Hôpitaux de Paris', relevant: true },
  { name: 'fr: off-topic', query: 'voiture électrique autonomie', title: 'Recette de gâteau au chocolat', relevant: false },
  // Spanish
  { name: 'es: ñ and accents', query: 'canción de cumpleaños', title: 'Letra de la cancion Cumpleaños Feliz', relevant: true },
  { name: 'es: question marks and verb forms', query: '¿Cómo aprender español?', title: 'Aprende español gratis', relevant: true },
  { name: 'es: off-topic', query: 'receta paella valenciana', title: 'Horario de trenes Madrid', relevant: false },
  // Russian
  { name: 'ru: case endings', query: 'погода Москва', title: 'Прогноз погоды — Москва', relevant: true },
  { name: 'ru: preposition ignored', query: 'погода в Москве', title: 'Погода в Москве на неделю', relevant: true },
  { name: 'ru: one of two terms', query: 'погода Москва', title: 'Купить телефон в Москве', relevant: false },
  // Chinese
  { name: 'zh: segmented words by substring', query: '机器学习 框架', title: '十大机器学习框架对比', relevant: true },
  { name: 'zh: only one of three words', query: '机器学习框架', title: '深度学习入门教程', relevant: false },
  // Japanese
  { name: 'ja: particle ignored', query: '東京の天気', title: '東京都の天気予報', relevant: true },
  { name: 'ja: wrong city', query: '東京の天気', title: '大阪の天気', relevant: false },
  // Korean
  { name: 'ko: particle attached to noun', query: '서울 날씨', title: '서울의 날씨 정보', relevant: true },
  // Arabic
  { name: 'ar: hamza and madda folded', query: 'أخبار الاقتصاد', title: 'آخر أخبار الاقتصاد العالمي', relevant: true },
  { name: 'ar: off-topic', query: 'أخبار الاقتصاد', title: 'وصفة كعكة الشوكولاتة', relevant: false },
  // Quoted phrases
  { name: 'phrase: punctuation-normalised', query: '"exact phrase match" guide', title: 'Exact-phrase match: guide', relevant: true },
  { name: 'phrase: words present but not contiguous', query: '"exact phrase match"', title: 'match the exact phrase', relevant: false, reason: /missing quoted phrase "exact phrase match"/ },
  { name: 'phrase: CJK ignores spacing', query: '"机器学习"', title: '机器 学习 入门', relevant: true },
  { name: 'phrase: found in the URL path', query: '"hello world"', title: 'Tutorial', url: 'https://example.com/hello-world', relevant: true },
  { name: 'phrase: typographic quotes', query: '„kalte Progression“ Steuer', title: 'Kalte Progression bei der Steuer', relevant: true },
  { name: 'phrase: no stemming inside quotes', query: '"running shoes"', title: 'Run shoe guide', relevant: false },
  // site:
  { name: 'site: exact host', query: 'site:docs.python.org asyncio', title: 'asyncio', url: 'https://docs.python.org/3/library/asyncio.html', relevant: true },
  { name: 'site: subdomain allowed', query: 'site:python.org asyncio', title: 'asyncio', url: 'https://docs.python.org/3/', relevant: true },
  { name: 'site: lookalike host rejected', query: 'site:python.org asyncio', title: 'asyncio', url: 'https://notpython.org/asyncio', relevant: false, reason: /matches no site: operator/ },
  { name: 'site: suffix-attack host rejected', query: 'site:python.org asyncio', title: 'asyncio', url: 'https://python.org.evil.net/asyncio', relevant: false },
  { name: 'site: any of several', query: 'site:a.com site:b.org tutorial', title: 'Tutorial', url: 'https://www.b.org/t', relevant: true },
  { name: 'site: none of several', query: 'site:a.com site:b.org tutorial', title: 'Tutorial', url: 'https://c.net/t', relevant: false },
  { name: 'site: path prefix', query: 'site:github.com/nodejs undici', title: 'undici', url: 'https://github.com/nodejs/undici', relevant: true },
  { name: 'site: path prefix not met', query: 'site:github.com/nodejs undici', title: 'undici fork', url: 'https://github.com/someone/undici', relevant: false },
  { name: 'site: alone needs no terms', query: 'site:example.com', title: 'anything', url: 'https://example.com/x', relevant: true },
  // Exclusions
  { name: 'exclude: term present', query: 'jaguar -car', title: 'Jaguar car prices', relevant: false, reason: /excluded term "car"/ },
  { name: 'exclude: term absent', query: 'jaguar -car', title: 'Jaguar: facts about the big cat', relevant: true },
  { name: 'exclude: phrase present', query: 'python -"monty python"', title: 'Monty Python sketches', relevant: false },
  { name: 'exclude: site', query: 'recipes -site:pinterest.com', title: 'Recipes', url: 'https://www.pinterest.com/recipes', relevant: false },
  { name: 'exclude: accent-insensitive', query: 'paris -hôtel', title: 'Paris hotel deals', relevant: false },
  // Other operators
  { name: 'OR: one alternative suffices', query: 'cats OR dogs', title: 'Dogs for adoption', relevant: true },
  { name: 'filetype: is not a term', query: 'filetype:pdf annual report', title: 'Annual Report 2023', url: 'https://example.com/ar.html', relevant: true },
  { name: 'intitle: value counts as a term', query: 'intitle:kubernetes', title: 'Learn Docker', relevant: false },
  // Defensive
  { name: 'unparseable URL', query: 'anything', title: 'anything', url: 'not a url', relevant: false, reason: /does not parse/ },
  { name: 'empty query accepts', query: '', title: 'whatever', relevant: true },
];

describe('relevance gate (table)', () => {
  it('has at least 30 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)('$name', ({ query, title, snippet, url, relevant, reason }) => {
    const verdict = isRelevant({ title, snippet: snippet ?? '', url: url ?? 'https://example.org/page' }, parseSearchQuery(query));
    expect(verdict.relevant, verdict.reason).toBe(relevant);
    if (reason !== undefined) expect(verdict.reason).toMatch(reason);
  });
});

describe('requiredTermMatches', () => {
  it.each([
    [0, false, 0],
    [1, false, 1],
    [2, false, 2],
    [3, false, 2],
    [4, false, 2],
    [5, false, 3],
    [6, false, 3],
    [9, false, 5],
    [4, true, 1],
    [0, true, 0],
  ])('%i significant terms (OR: %s) → %i', (count, anyTerm, expected) => {
    expect(requiredTermMatches(count, anyTerm)).toBe(expected);
  });
});

describe('relevance gate (bounds)', () => {
  it('reads a huge snippet in bounded time and ignores text beyond the first 10,000 code units', () => {
    const parsed = parseSearchQuery('needle haystack');
    const filler = 'lorem ipsum '.repeat(200_000);
    const started = performance.now();
    const verdict = isRelevant({ title: 'haystack', snippet: `${filler} needle`, url: 'https://example.com/' }, parsed);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(verdict.relevant).toBe(false);
  });
});
