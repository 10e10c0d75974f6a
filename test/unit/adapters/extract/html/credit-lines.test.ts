import { describe, expect, it } from 'vitest';
import { dropCreditLines } from '../../../../../adapters/outbound/extract/html/markdown/credit-lines.js';

const PARAGRAPH = 'The bridge reopened to walkers on Tuesday after three years of repairs to its cables and deck.';

describe('dropCreditLines', () => {
  it.each([
    'Image copyright Getty Images',
    '(Image credit: All About Space)',
    '(Image: © NASA/ESA/K. Retherford/SWRI)',
    'Credit...Doug Mills/The New York Times',
    'Photo: Damian Dovarganes, AP',
    'Sakib Ali/Hindustan Times/Getty Images',
    'Natalie Naccache | Bloomberg | Getty Images',
    'Win McNamee via Getty Images',
    'Getty Images',
    '_Main image credit: Getty_',
  ])('drops the credit line "%s" between paragraphs and counts it', (credit) => {
    expect(dropCreditLines(`${PARAGRAPH}\n\n${credit}\n\n${PARAGRAPH}`)).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}`, droppedLines: 1 });
  });

  it.each(['Copyright © 2025 WABC-TV. All Rights Reserved.', 'Copyright 2024 Bridge News'])('drops the copyright notice "%s" when no paragraph of prose follows it', (notice) => {
    const links = '[Home](https://a.example/) [Contact](https://a.example/contact)';
    expect(dropCreditLines(`${PARAGRAPH}\n\n${PARAGRAPH}\n\n${notice}\n\n${links}`)).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}\n\n${links}`, droppedLines: 1 });
  });

  it('keeps a copyright line that a paragraph of prose follows (a licence names its holder)', () => {
    const licence = '# MIT License\n\nCopyright (c) 2015 The Bridge Authors\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software.';
    expect(dropCreditLines(licence)).toEqual({ markdown: licence, droppedLines: 0 });
    expect(dropCreditLines(`${licence}\n\nCopyright © 2026 Bridge Docs`)).toEqual({ markdown: licence, droppedLines: 1 });
  });

  it.each([
    'Photo: the bridge at dawn, seen from the north bank, where the new cables were strung last spring by a crew of forty',
    'Photo: [the gallery](https://a.example/gallery)',
    'Credits to the team that rebuilt it',
    'The copyright of bridges is a topic of its own.',
    '## Image: the bridge at dawn',
    '```\nconst a = 1;\n\nCopyright (c) 2024 Bridge Co\n\nconst b = 2;\n```',
    'New customers get $300 in free credits to spend on the cloud.',
  ])('keeps "%s"', (kept) => {
    const page = `${PARAGRAPH}\n\n${kept}\n\n${PARAGRAPH}`;
    expect(dropCreditLines(page)).toEqual({ markdown: page, droppedLines: 0 });
  });
});
