import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeForTerminal } from '../../../../../adapters/inbound/cli/terminal-text.sanitizer.js';
import { fakeFailure, fakeSuccess } from '../../../../fakes/fake-web-research.js';
import { cliHarness } from './cli-test-harness.js';

const ESC = '\u001b';
const HOSTILE = `Title ${ESC}[31mred${ESC}[0m ${ESC}]8;;https://evil.example/${ESC}\\link${ESC}]8;;${ESC}\\ ${ESC}]0;set title\u0007 bell\u0007 back\bspace \u009b2J c1 \u0000nul\ttab\nnext line\r`;
/** Anything a terminal would act on: ESC, BEL, BS, CR, other C0, DEL, C1 (CSI 0x9B, OSC 0x9D, …). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('sanitizeForTerminal', () => {
  it('removes escape sequences and control characters but keeps newlines, tabs and the visible text', () => {
    const { text, removedChars } = sanitizeForTerminal(HOSTILE);
    expect(text).not.toMatch(CONTROL);
    expect(text).toContain('Title red ');
    expect(text).toContain('link');
    expect(text).toContain('\ttab\nnext line');
    expect(removedChars).toBe(HOSTILE.length - text.length);
    expect(removedChars).toBeGreaterThan(0);
  });

  it('keeps every line when an OSC sequence opened on one line is closed on a later one', () => {
    for (const input of [`${ESC}]\n\u0007`, `a${ESC}]0;title\nb\nc\u0007d`, `${ESC}]8;;https://evil.example/\nlink${ESC}\\`]) {
      const { text } = sanitizeForTerminal(input);
      expect(text).not.toMatch(CONTROL);
      expect(text.split('\n'), JSON.stringify(input)).toHaveLength(input.split('\n').length);
    }
  });

  it('never leaves a control character, whatever the input', () => {
    fc.assert(fc.property(fc.string({ unit: fc.oneof(fc.constantFrom(ESC, '[', ']', '\u0007', '\u009b', '\u009d', '\\', ';', '0', 'm', '\n', '\t', 'a'), fc.string({ unit: 'binary', maxLength: 1 })) }), (input) => {
      const { text } = sanitizeForTerminal(input);
      expect(text).not.toMatch(CONTROL);
      expect(text.split('\n')).toHaveLength(input.split('\n').length);
    }));
  });
});

describe('CLI text output of page-derived text', () => {
  it('fetch: strips control sequences from the content and says so in a note', async () => {
    const cli = cliHarness({ handler: () => fakeSuccess(`header\n[BEGIN]\n${HOSTILE}\n[END]`) });
    expect(await cli.run('fetch', 'https://example.com/')).toBe(0);
    expect(cli.stdout.text).not.toMatch(CONTROL);
    const lines = cli.stdout.text.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^\[mono-agent: removed \d+ terminal control characters \(escape sequences and other controls\) from page-derived text for display; --json or --format raw shows the exact text\]$/);
  });

  it('search and tool errors are sanitised too', async () => {
    const search = cliHarness({ handler: () => fakeSuccess(`1. ${ESC}[2Jcleared`) });
    await search.run('search', 'x');
    expect(search.stdout.text).toBe('1. cleared\n[mono-agent: removed 4 terminal control characters (escape sequences and other controls) from page-derived text for display; --json shows the exact text]\n');
    const failure = cliHarness({ handler: () => fakeFailure('http_error', `page said ${ESC}[31mHTTP 404`) });
    await failure.run('fetch', 'https://example.com/');
    expect(failure.stdout.text).not.toMatch(CONTROL);
  });

  it('adds no note when there was nothing to strip', async () => {
    const cli = cliHarness({ handler: () => fakeSuccess('plain\ttext\nsecond line') });
    await cli.run('fetch', 'https://example.com/');
    expect(cli.stdout.text).toBe('plain\ttext\nsecond line\n');
  });

  it('--format raw writes the bytes as they are; --json keeps them (escaped) too', async () => {
    const raw = cliHarness({ handler: () => fakeSuccess(HOSTILE) });
    await raw.run('fetch', 'https://example.com/', '--format', 'raw');
    expect(raw.stdout.text).toBe(`${HOSTILE}\n`);
    const json = cliHarness({ handler: () => fakeSuccess(HOSTILE) });
    await json.run('fetch', 'https://example.com/', '--json');
    expect((JSON.parse(json.stdout.text) as { content: string }).content).toBe(HOSTILE);
  });
});
