// Shared by the content-region tests: a page around a body, prose of some length, and the region's text.
import { parseHTML } from 'linkedom';
import { extractContentRegion } from '../../../../../../adapters/outbound/extract/html/region/content-region.js';

export const documentOf = (body: string): Document => parseHTML(`<!DOCTYPE html><html><head><title>T</title></head><body>${body}</body></html>`).document as unknown as Document;
export const prose = (stem: string, count = 40): string => Array.from({ length: count }, (_, index) => `${stem} sentence ${index} says something.`).join(' ');
export const textOf = (body: string): string => (extractContentRegion(documentOf(body))?.root.textContent ?? '').replace(/\s+/g, ' ').trim();
