import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactFolded, foldText, tokenize, tokenizeFolded, usesSubstringMatching } from '../../../../domain/relevance/text-folding.js';

describe('foldText', () => {
  it.each([
    ['Café', 'cafe'],
    ['STRASSE', 'strasse'],
    ['Straße', 'strasse'],
    ['ẞ', 'ss'],
    ['ＦＵＬＬ－ｗｉｄｔｈ', 'full-width'],
    ['ﬁle', 'file'],
    ['Ёлка', 'елка'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['أحمد', 'احمد'],
    ['İstanbul', 'istanbul'],
    ['ｶﾀｶﾅ', 'カタカナ'],
  ])('%s → %s', (input, expected) => {
    expect(foldText(input)).toBe(expected);
  });

  it('keeps marks that change a letter outside Latin/Greek/Cyrillic/Arabic', () => {
    expect(foldText('が')).toBe('が');
    expect(foldText('हिन्दी')).toBe('हिन्दी'.normalize('NFC'));
  });

  it('is idempotent', () => {
    for (const text of ['Ça va? Ñandú — ΣΊΣΥΦΟΣ', 'ｶﾀｶﾅ and ﬃ', 'Äpfel & Öl']) expect(foldText(foldText(text))).toBe(foldText(text));
  });
});

describe('tokenize', () => {
  it('splits on anything that is not a letter, mark or number', () => {
    expect(tokenize("l'hôpital, C++ & node.js v20!")).toEqual(['l', 'hopital', 'c', 'node', 'js', 'v20']);
  });

  it('keeps Devanagari words whole (marks stay with their letters)', () => {
    expect(tokenize('हिन्दी भाषा')).toEqual(['हिन्दी', 'भाषा']);
  });

  // Exact CJK/Thai word boundaries come from the ICU dictionary of the running Node; assert only what every version agrees on.
  it('splits where a run switches between spaced and no-space scripts', () => {
    const tokens = tokenize('iPhone15手机壳');
    expect(tokens[0]).toBe('iphone15');
    expect(tokens.slice(1).join('')).toBe('手机壳');
  });

  it('segments Thai text into several words', () => {
    const tokens = tokenize('ภาษาไทยง่ายนิดเดียว');
    expect(tokens.join('')).toBe('ภาษาไทยง่ายนิดเดียว');
    expect(tokens.length).toBeGreaterThan(1);
  });
});

describe('ASCII fast paths', () => {
  it('fold and tokenise ASCII exactly as the Unicode rules do', () => {
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)) }), (text) => {
      const unicodeFolded = text.normalize('NFKC').toLowerCase().normalize('NFC');
      expect(foldText(text)).toBe(unicodeFolded);
      expect(tokenizeFolded(unicodeFolded)).toEqual(unicodeFolded.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
    }));
  });
});

describe('substring helpers', () => {
  it('flags CJK, Thai and Hangul tokens for substring matching', () => {
    expect(usesSubstringMatching('東京')).toBe(true);
    expect(usesSubstringMatching('서울')).toBe(true);
    expect(usesSubstringMatching('ไทย')).toBe(true);
    expect(usesSubstringMatching('berlin')).toBe(false);
  });

  it('removes separators for compact matching', () => {
    expect(compactFolded('机器 学习，入门')).toBe('机器学习入门');
  });
});
