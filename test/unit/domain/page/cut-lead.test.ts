import { describe, expect, it } from 'vitest';
import { CUT_OPENING_WORDS, leadBeforeCut, leadWords } from '../../../../domain/page/cut-lead.js';
import { unlinkedWordCount } from '../../../../domain/page/markdown-words.js';

const SYNOPSIS = ['# GtkWidget', '', 'GtkWidget - the base class of every widget', '', '## Synopsis', '', 'void gtk_widget_show (GtkWidget *widget);', ''];
const DETAILS = ['## Details', '', 'The first section of the details, which Readability kept as the article.'];
const region = [...SYNOPSIS, ...DETAILS].join('\n');

describe('leadBeforeCut', () => {
  it("is the wider output's lines above the line where the cut's first line of eight words or more stands", () => {
    expect(leadBeforeCut(region, 'The first section of the details, which Readability kept.')).toBe([...SYNOPSIS, '## Details', ''].join('\n'));
    // The cut's heading above that line is in the lead too; `leadWords` takes it off again.
    expect(leadBeforeCut(region, DETAILS.join('\n'))).toBe([...SYNOPSIS, '## Details', ''].join('\n'));
  });

  it('finds the cut where the two outputs write its first lines apart (a summary table as a grid or as a list)', () => {
    const wider = 'Intro line.\n\n- Class\n\n  Description\n\n  [Harbor](/harbor.html)\n\n  Deprecated, for removal: This API element is subject to removal.';
    expect(leadBeforeCut(wider, 'Class\n\nDescription\n\nDeprecated, for removal: This API element is subject to removal.')).toBe('Intro line.\n\n- Class\n\n  Description\n\n  [Harbor](/harbor.html)\n');
  });

  it('reads links by their labels, compares words case-folded and passes over a place where only the first words stand', () => {
    const wider = 'An [introduction](https://example.org/intro) of five words.\n\nThe section title alone.\n\nthe section BEGINS here and goes on for a while.';
    expect(leadBeforeCut(wider, 'The section begins [here](#here) and goes on for a while.')).toBe('An [introduction](https://example.org/intro) of five words.\n\nThe section title alone.\n');
  });

  it('is empty when the cut opens with words the wider output lacks, or has none', () => {
    expect(leadBeforeCut(region, 'A cut of words that the region does not hold at all.')).toBe('');
    expect(leadBeforeCut(region, '![only a picture](https://example.org/a.png)')).toBe('');
  });

  it(`takes the first words of a cut without a line of ${CUT_OPENING_WORDS} words, and none past the wider output's end`, () => {
    expect(leadBeforeCut('one two\nthree four', 'three four')).toBe('one two');
    expect(leadBeforeCut('one two\nthree four', 'four five')).toBe('');
  });
});

describe('leadWords', () => {
  it("counts the lead's words outside links, less those of the cut's own lines above its opening line", () => {
    // "GtkWidget", 7 of the summary, "Synopsis", 4 of the prototype: the "Details" heading is the cut's own.
    expect(leadWords(region, DETAILS.join('\n'))).toBe(13);
    const sidebar = '### Popular Categories\n\n- [Testing Frameworks](/t)\n- [JSON Libraries](/j)\n\n[![chart](/c.svg)](/repos)\n\n';
    expect(leadWords(`${sidebar}${DETAILS.join('\n')}`, DETAILS.join('\n'))).toBe(2);
    expect(leadWords(region, 'A cut of words that the region does not hold at all.')).toBe(0);
    // The cut is the whole of the wider output: nothing above it.
    expect(leadWords(region, region)).toBe(0);
  });
});

describe('unlinkedWordCount', () => {
  it('counts the words outside links and images, a linked image included', () => {
    expect(unlinkedWordCount('Read [the guide](/g) first ![a chart](/c.svg) and [![logo](/l.png)](/home) then.')).toBe(4);
    expect(unlinkedWordCount('no links here')).toBe(3);
  });
});
