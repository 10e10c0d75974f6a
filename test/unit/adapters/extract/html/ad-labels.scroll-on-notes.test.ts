import { describe, expect, it } from 'vitest';
import { dropAdLabels } from '../../../../../adapters/outbound/extract/html/markdown/ad-labels.js';

describe('dropAdLabels: the note under an ad slot that the story goes on', () => {
  it("drops \"SCROLL TO CONTINUE WITH CONTENT\" under Detik's in-article slot, with the slot's label", () => {
    const markdown = 'Setiap hari, ribuan penumpang KRL turun di Stasiun Bogor.\n\nADVERTISEMENT\n\nSCROLL TO CONTINUE WITH CONTENT\n\n## Jadwal dan Titik Henti\n\nBus listrik akan beroperasi setiap hari.';
    expect(dropAdLabels(markdown)).toEqual({ markdown: 'Setiap hari, ribuan penumpang KRL turun di Stasiun Bogor.\n\n## Jadwal dan Titik Henti\n\nBus listrik akan beroperasi setiap hari.', droppedBlocks: 2 });
  });

  it('drops the note alone, in other words of it ("Scroll down to continue reading", "— Scroll to continue —")', () => {
    for (const note of ['Scroll to continue with content', 'Scroll down to continue reading', '— Scroll to continue —', 'SCROLL TO CONTINUE WITH THE CONTENT']) {
      expect(dropAdLabels(`The council voted.\n\n${note}\n\nHe objected.`), note).toEqual({ markdown: 'The council voted.\n\nHe objected.', droppedBlocks: 1 });
    }
  });

  it('keeps the words in a sentence, a heading, a list item and code', () => {
    const markdown = '## Scroll to continue\n\nScroll to continue with content you saved.\n\n- Scroll to continue\n\n```\nScroll to continue\n```\n\nSCROLL TO CONTINUE WITH CONTENT';
    expect(dropAdLabels(markdown)).toEqual({ markdown: '## Scroll to continue\n\nScroll to continue with content you saved.\n\n- Scroll to continue\n\n```\nScroll to continue\n```', droppedBlocks: 1 });
  });
});
