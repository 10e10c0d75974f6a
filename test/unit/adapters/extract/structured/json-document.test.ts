import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { prettyPrintJson } from '../../../../../adapters/outbound/extract/structured/json-document.js';

describe('prettyPrintJson', () => {
  it('indents with two spaces and keeps key order, empty containers and escapes', () => {
    const result = prettyPrintJson('{"b":1,"a":[true,null,{}],"s":"x\\"y,{z}:","e":[]}');
    expect(result).toEqual({ ok: true, value: '{\n  "b": 1,\n  "a": [\n    true,\n    null,\n    {}\n  ],\n  "s": "x\\"y,{z}:",\n  "e": []\n}' });
  });

  it('keeps the exact digits of numbers a double cannot hold', () => {
    const result = prettyPrintJson('{"id": 12345678901234567890, "f": 1.50e+3}');
    expect(result.ok && result.value).toBe('{\n  "id": 12345678901234567890,\n  "f": 1.50e+3\n}');
  });

  it('rejects invalid JSON as parse_error', () => {
    for (const text of ['{"a":1,}', "{'a':1}", '', 'NaN', '{"a":1} trailing']) {
      const result = prettyPrintJson(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('parse_error');
    }
  });

  it('prints exactly what JSON.stringify(value, null, 2) prints, from compact or spaced input, in any script', () => {
    // -0 is the one value whose digits JSON.stringify changes (to 0); the output keeps the input's.
    const value = fc.jsonValue({ stringUnit: 'binary' }).filter((v) => !JSON.stringify(v).includes('-0') || !Object.is(JSON.parse(JSON.stringify(v)), -0));
    fc.assert(fc.property(value, fc.constantFrom('', ' ', '\t', '\r\n'), (json, spacing) => {
      const expected = JSON.stringify(json, null, 2);
      const text = spacing === '\r\n' ? expected.replaceAll('\n', '\r\n') : JSON.stringify(json, null, spacing);
      expect(prettyPrintJson(text)).toEqual({ ok: true, value: expected });
    }));
  });

  it('round-trips any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const text = JSON.stringify(value);
      const result = prettyPrintJson(text);
      expect(result.ok).toBe(true);
      if (result.ok) expect(JSON.parse(result.value)).toEqual(JSON.parse(text));
    }));
  });
});
