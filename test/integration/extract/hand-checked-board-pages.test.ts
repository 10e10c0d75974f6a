import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract, expectRecordedDecision } from './hand-checked-support.js';

/** Hand-built forum threads of boards outside the usual software (see `hand-checked-support.ts`). */

describe('a Discuz! X3.5 thread (table posts, code as an ordered list of lines, quotes in div.quote > blockquote)', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('discuz-thread.html', 'https://bbs.geekhut.example/thread-88214-1-1.html');
  });

  it('keeps each code block as code on its lines, not as a numbered list', () => {
    expect(doc.text).toContain('```\n# 启用外部 PCIe 接口\ndtparam=pciex1\n# 强制 Gen3（不稳定可以删掉这一行）\ndtparam=pciex1_gen=3\n[all]\nusb_max_current_enable=1\n```');
    expect(doc.text).toContain('```\nsudo rpi-eeprom-config --edit\n');
    expect(doc.text).not.toMatch(/^\d+\. dtparam/m);
    expectRecordedDecision(doc);
  });

  it("quotes a quoted post once, shows the post's picture, and credits no one with the software's author tag", () => {
    expect(doc.text).toContain('> [橘子汽水 发表于 2024-11-16 23:05]');
    expect(doc.text).not.toMatch(/^> >/m);
    expect(doc.text).toContain('data/attachment/forum/202411/16/223512kq8z1nq7xu8oc8zo.jpg');
    expect(doc.text).not.toContain('static/image/common/none.gif');
    expect(doc.author).toBeUndefined();
  });
});

describe("a Tripadvisor forum topic whose starter replies twice (each reply's card the same as the opening post's)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('travel-forum-topic.html', 'https://www.tripadvisor.com/ShowTopic-g255360-i1234-k5678-Driving_Te_Anau_to_Milford_Sound.html');
  });

  it("keeps the starter's name over each of their later replies, and the topic's author and date in the metadata", () => {
    expect(doc.text.match(/^\[wanderlust_ally\]\(https:\/\/www\.tripadvisor\.com\/Profile\/wanderlust_ally\)$/gm)).toHaveLength(2);
    expect(doc.text.match(/^\[FiordlandFran\]\(https:\/\/www\.tripadvisor\.com\/Profile\/FiordlandFran\)$/gm)?.length).toBeGreaterThanOrEqual(1);
    expect(doc.author).toBe('wanderlust_ally');
    expect(doc.publishedAt).toBe('2023-06-02');
    expectRecordedDecision(doc);
  });
});
