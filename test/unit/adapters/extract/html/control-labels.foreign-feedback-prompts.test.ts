import { describe, expect, it } from 'vitest';
import { dropControlLabels } from '../../../../../adapters/outbound/extract/html/markdown/control-labels.js';

/**
 * Session 37: a feedback widget's question and its answers in German, French, Spanish, Russian, Japanese,
 * Korean and Chinese (Citilink's "Полезный отзыв?" over its Да/Нет buttons, Bic Camera's "参考になった （9）")
 * ask the reader, as "Was this review helpful? Yes (3) No (1)" does; they say nothing of the page. A sentence
 * that opens with such a word goes on to say something, and stays.
 */

const PARAGRAPH = 'Der Akku hält bei mittlerer Helligkeit rund acht Stunden und lädt über USB-C in knapp zwei Stunden wieder voll.';
const around = (block: string): string => `${PARAGRAPH}\n\n${block}\n\n${PARAGRAPH}`;

describe('dropControlLabels: feedback prompts in German, French, Spanish, Russian, Japanese, Korean and Chinese', () => {
  it.each([
    'War diese Bewertung hilfreich? Ja (3) Nein (1)',
    'War diese Seite hilfreich?',
    'War dieser Beitrag hilfreich? [Ja](https://shop.example/bewertung/41/ja) [Nein](https://shop.example/bewertung/41/nein)',
    'Hilfreich?',
    'Cet avis vous a-t-il été utile ? Oui (2) Non (0)',
    'Avis utile ?',
    '¿Te resultó útil esta opinión? Sí No',
    '¿Ha sido útil? Sí (4) No (1)',
    'Полезный отзыв?',
    'Полезный отзыв? Да (5) Нет (0)',
    'Этот отзыв был полезен? Да Нет',
    'このレビューは参考になりましたか？ はい いいえ',
    '参考になった （9）',
    '도움이 되었나요? 예 아니요',
    '有帮助 (12)',
    '這則評價有幫助？',
  ])('drops the lone prompt %j', (prompt) => {
    expect(dropControlLabels(around(prompt))).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}`, droppedBlocks: 1 });
  });

  it('drops "Полезный отзыв?" that ends the page, and the question set as a heading over nothing', () => {
    expect(dropControlLabels(`${PARAGRAPH}\n\nПолезный отзыв?`)).toEqual({ markdown: PARAGRAPH, droppedBlocks: 1 });
    expect(dropControlLabels(`${PARAGRAPH}\n\n## War diese Seite hilfreich?`)).toEqual({ markdown: PARAGRAPH, droppedBlocks: 1 });
  });

  it.each([
    ['Hilfreich?', 'Hilfreich ist das Buch schon.'],
    ['Полезный отзыв?', 'Полезный отзыв оставил покупатель из Казани: ноутбук пришел за два дня.'],
    ['参考になった （9）', '参考になったのは、説明書の三ページ目にある図でした。'],
    ['War diese Bewertung hilfreich? Ja (3) Nein (1)', 'War diese Bewertung hilfreich? Ja, denn sie nennt den Akku.'],
  ])('drops the prompt %j and keeps the sentence %j that starts with its words', (prompt, sentence) => {
    expect(dropControlLabels(`${around(prompt)}\n\n${sentence}`)).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${sentence}`, droppedBlocks: 1 });
  });

  it('keeps the prompt as a heading with text under it, and as a list item, while dropping it alone', () => {
    const kept = `## Полезный отзыв?\n\n${PARAGRAPH}\n\n- Полезный отзыв?`;
    expect(dropControlLabels(`${kept}\n\nПолезный отзыв?`)).toEqual({ markdown: kept, droppedBlocks: 1 });
  });
});
