import { describe, expect, it } from 'vitest';
import { sharedWordShare, visibleWordCount, visibleWords } from '../../../../domain/page/markdown-words.js';

describe('visibleWords', () => {
  it('lists the words a reader sees: link labels without targets, images dropped, in order', () => {
    const markdown = '### [Dark Roast](https://shop.example/dark-roast) ![Bag of beans](https://cdn.example/bag.jpg) $19.99, in_stock';
    expect(visibleWords(markdown)).toEqual(['Dark', 'Roast', '19', '99', 'in_stock']);
    expect(visibleWordCount(markdown)).toBe(5);
  });

  it('drops an image with its title, parentheses and escaped quotes in the title included', () => {
    expect(visibleWords('Before [![A cat](https://e.example/cat.jpg "The cat (AP Photo), \\"asleep\\"")](https://e.example/big.jpg) after')).toEqual(['Before', 'after']);
  });

  it('reads letters and digits of any script, and nothing from an empty string', () => {
    expect(visibleWords('Größe 42 — лв828,58')).toEqual(['Größe', '42', 'лв828', '58']);
    expect(visibleWords('')).toEqual([]);
  });

  it('counts Chinese and Japanese two characters to a word, as they are written without spaces', () => {
    expect(visibleWords('Rubyで小さなジョブキュー')).toEqual(['Ruby', 'で小', 'さな', 'ジョ', 'ブキ', 'ュー']);
    expect(visibleWordCount('我们先找瓶颈，再谈语言。')).toBe(5);
    expect(visibleWordCount('한국어 문장은 띄어 씁니다')).toBe(4);
  });
});

describe('sharedWordShare', () => {
  it('is the share of the first text\'s words (case-folded, with repeats) that the second has too', () => {
    expect(sharedWordShare('Red shoe, red [lace](/lace)', 'a RED shoe')).toBe(0.5);
    expect(sharedWordShare('one two', 'two one three')).toBe(1);
    expect(sharedWordShare('one two', 'We use cookies')).toBe(0);
    expect(sharedWordShare('', 'anything')).toBe(0);
  });
});
