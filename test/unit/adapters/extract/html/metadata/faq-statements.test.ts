import { describe, expect, it } from 'vitest';
import { declaredFaqQuestions } from '../../../../../../adapters/outbound/extract/html/metadata/faq-statements.js';
import type { JsonLdNode } from '../../../../../../adapters/outbound/extract/html/metadata/json-ld-reader.js';

const question = (name: unknown): JsonLdNode => ({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text: 'An answer.' } });

describe('declaredFaqQuestions', () => {
  it("reads the names of a FAQPage's questions, in order, without their markup", () => {
    const faq: JsonLdNode = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [question('What role does AI play?'), question('<p>Are trends relevant?<br></p>'), question('  ')] };
    expect(declaredFaqQuestions([faq])).toEqual(['What role does AI play?', 'Are trends relevant?']);
  });

  it('reads a single main entity and a prefixed type, and nothing from other types (a forum\'s QAPage, an article)', () => {
    expect(declaredFaqQuestions([{ '@type': 'https://schema.org/FAQPage', mainEntity: question('Only one?') }])).toEqual(['Only one?']);
    expect(declaredFaqQuestions([{ '@type': 'QAPage', mainEntity: question('How do I reset my router?') }, { '@type': 'Article', headline: 'Why?' }])).toEqual([]);
    expect(declaredFaqQuestions([{ '@type': 'FAQPage', mainEntity: [{ '@type': 'Answer', text: 'No question' }, question(42)] }])).toEqual([]);
  });

  it('reads at most 100 questions', () => {
    const many: JsonLdNode = { '@type': 'FAQPage', mainEntity: Array.from({ length: 150 }, (_, index) => question(`Question ${index}?`)) };
    expect(declaredFaqQuestions([many])).toHaveLength(100);
  });
});
