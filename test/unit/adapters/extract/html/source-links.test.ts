import { describe, expect, it } from 'vitest';
import { dropSourceLinks } from '../../../../../adapters/outbound/extract/html/markdown/source-links.js';

const PAGE = 'https://doc.rust-lang.org/std/num/struct.TryFromIntError.html';

describe('dropSourceLinks', () => {
  it("drops a generator's view-source links to the same site, and the lines they leave empty", () => {
    const markdown = [
      '# Struct TryFromIntError',
      '',
      '1.0.0 · [Source](https://doc.rust-lang.org/src/core/num/error.rs.html#10)',
      '',
      '## Implementations',
      '',
      '[Source](https://doc.rust-lang.org/src/core/num/error.rs.html#12)',
      '',
      '### impl [TryFromIntError](https://doc.rust-lang.org/std/num/struct.TryFromIntError.html)',
      '',
      '[Source](https://doc.rust-lang.org/src/core/num/error.rs.html#16)',
    ].join('\n');
    expect(dropSourceLinks(markdown, PAGE)).toEqual({
      markdown: '# Struct TryFromIntError\n\n1.0.0\n\n## Implementations\n\n### impl [TryFromIntError](https://doc.rust-lang.org/std/num/struct.TryFromIntError.html)',
      droppedLinks: 3,
    });
    const source = (name: string): string => `[\\[source\\]](https://www.rsa.example/_modules/rsa/key.html#${name})`;
    const sphinx = `*class* rsa.PublicKey(n, e) ${source('PublicKey')}\n\nA public key.\n\n- save_pkcs1() ${source('save')} | load_pkcs1() ${source('load')}\n- ${source('x')}\n\nEnd.`;
    expect(dropSourceLinks(sphinx, 'https://rsa.example/reference.html')).toEqual({ markdown: '*class* rsa.PublicKey(n, e)\n\nA public key.\n\n- save_pkcs1() | load_pkcs1()\n\nEnd.', droppedLinks: 4 });
  });

  it("drops the links to another site's source too when the page has a generator's own (rustdoc's blanket implementations link the standard library)", () => {
    const own = (n: number): string => `[Source](https://docs.rs/tessel/0.4.2/src/tessel/grid.rs.html#${n})`;
    const std = '[Source](https://doc.rust-lang.org/1.86.0/src/core/any.rs.html#138)';
    const markdown = `${own(1)}\n\n### impl Lattice\n\n${own(2)}\n\n#### fn new()\n\n${own(3)}\n\n## Blanket Implementations\n\n${std}\n\n### impl<T> Any for T\n\n1.0.0 · ${std}\n\n#### fn type_id()`;
    expect(dropSourceLinks(markdown, 'https://docs.rs/tessel/0.4.2/tessel/grid/struct.Lattice.html')).toEqual({
      markdown: '### impl Lattice\n\n#### fn new()\n\n## Blanket Implementations\n\n### impl<T> Any for T\n\n1.0.0\n\n#### fn type_id()',
      droppedLinks: 5,
    });
    const twoOwn = `${own(1)}\n\n${own(2)}\n\n${std}\n\n${std}\n\n${std}`;
    expect(dropSourceLinks(twoOwn, 'https://docs.rs/tessel/0.4.2/tessel/grid/struct.Lattice.html')).toEqual({ markdown: twoOwn, droppedLinks: 0 });
  });

  it('leaves a table row its cells: the link goes, the cell stays', () => {
    const link = (n: number): string => `[Source](https://doc.rust-lang.org/src/lib.rs.html#${n})`;
    const table = `| Item | Code |\n| --- | --- |\n| a | ${link(1)} |\n| b | ${link(2)} |\n| c | ${link(3)} |`;
    expect(dropSourceLinks(table, PAGE)).toEqual({ markdown: '| Item | Code |\n| --- | --- |\n| a | |\n| b | |\n| c | |', droppedLinks: 3 });
  });

  it("keeps a Source link to another site (a citation), other labels, code, and everything without a page address", () => {
    const kept = [
      'The figures come from the agency. [Source](https://stats.example.org/report)',
      '[Sources and methods](https://doc.rust-lang.org/methods.html) and [source of truth](https://doc.rust-lang.org/truth.html)',
      '```',
      '[Source](https://doc.rust-lang.org/src/lib.rs.html)',
      '```',
    ].join('\n');
    expect(dropSourceLinks(kept, PAGE)).toEqual({ markdown: kept, droppedLinks: 0 });
    const fewer = '- [Source](https://doc.rust-lang.org/wiki/Source_(language))\n- [Rust](https://doc.rust-lang.org/wiki/Rust)\n\n[src](https://doc.rust-lang.org/src/)';
    expect(dropSourceLinks(fewer, PAGE)).toEqual({ markdown: fewer, droppedLinks: 0 });
    const code = '```\nline\n\n\n\nafter blank lines\n```';
    expect(dropSourceLinks(`${code}\n\n[Source](/a)\n\n[Source](https://doc.rust-lang.org/b) [Source](https://doc.rust-lang.org/c) [Source](https://doc.rust-lang.org/d)\n\nText.`, PAGE).markdown).toBe(`${code}\n\n[Source](/a)\n\nText.`);
    const own = '[Source](https://doc.rust-lang.org/src/lib.rs.html)\n\nText.';
    expect(dropSourceLinks(own, undefined)).toEqual({ markdown: own, droppedLinks: 0 });
  });
});
