import { describe, expect, it } from 'vitest';
import { commonJsExport } from '../../../../../adapters/outbound/extract/support/commonjs-export.js';

class Extractor {}

describe('commonJsExport', () => {
  it("reads a name Node's loader exposes", () => {
    expect(commonJsExport({ Extractor, default: { Extractor: class Other {} } }, 'Extractor')).toBe(Extractor);
  });

  it('reads the name from the exports object when a bundle exposes only `default`', () => {
    const bundled = { default: { Extractor } } as { Extractor?: typeof Extractor; default: { Extractor: typeof Extractor } };
    expect(commonJsExport(bundled, 'Extractor')).toBe(Extractor);
  });

  it('names the missing export instead of returning undefined', () => {
    const bundled = { default: {} } as { Extractor?: typeof Extractor; default: object };
    expect(() => commonJsExport(bundled, 'Extractor')).toThrow('the package exports no Extractor');
    expect(() => commonJsExport({ default: null } as { Extractor?: typeof Extractor; default: null }, 'Extractor')).toThrow(TypeError);
  });
});
