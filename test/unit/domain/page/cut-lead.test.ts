import { describe, expect, it } from 'vitest';
import { CUT_OPENING_WORDS, wordsBeforeCut } from '../../../../domain/page/cut-lead.js';

const region = [
  '# GtkWidget',
  'GtkWidget - the base class of every widget',
  '## Synopsis',
  'void gtk_widget_show (GtkWidget *widget);',
  '## Details',
  'The first section of the details, which Readability kept as the article.',
].join('\n\n');

describe('wordsBeforeCut', () => {
  it("counts the wider output's visible words before the cut's opening words", () => {
    const cut = '## Details\n\nThe first section of the details, which Readability kept as the article.';
    // "GtkWidget", 7 of the summary, "Synopsis" and 4 of the prototype ("void gtk_widget_show GtkWidget widget").
    expect(wordsBeforeCut(region, cut)).toBe(13);
  });

  it('reads links by their labels and compares words case-folded', () => {
    const wider = 'An [introduction](https://example.org/intro) of four words.\n\nthe section BEGINS here and goes on for a while.';
    expect(wordsBeforeCut(wider, 'The section begins [here](#here) and goes on for a while.')).toBe(5);
  });

  it('skips an earlier place where only the first words of the opening occur', () => {
    const wider = 'The section title alone. The section begins here and goes on for a while.';
    expect(wordsBeforeCut(wider, 'The section begins here and goes on for a while.')).toBe(4);
  });

  it('is 0 when the cut opens with words the wider output lacks, or has none, or opens it', () => {
    expect(wordsBeforeCut(region, 'A cut of words that the region does not hold at all.')).toBe(0);
    expect(wordsBeforeCut(region, '![only a picture](https://example.org/a.png)')).toBe(0);
    expect(wordsBeforeCut(region, region)).toBe(0);
  });

  it(`matches a cut shorter than ${CUT_OPENING_WORDS} words by all its words, and none past the wider output's end`, () => {
    expect(wordsBeforeCut('one two three four', 'three four')).toBe(2);
    expect(wordsBeforeCut('one two three four', 'four five')).toBe(0);
  });
});
