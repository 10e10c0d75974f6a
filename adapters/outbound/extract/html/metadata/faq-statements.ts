import { nodeTypes, type JsonLdNode } from './json-ld-reader.js';
import { mainEntities, text } from './page-statements.js';

/** At most this many questions are read from one page's FAQ. */
const MAX_QUESTIONS = 100;

/**
 * The questions of the page's declared FAQ (schema.org `FAQPage`, its main entities of type
 * `Question`), each its `name` without markup; empty when the page declares none.
 */
export function declaredFaqQuestions(nodes: readonly JsonLdNode[]): string[] {
  const questions: string[] = [];
  for (const node of nodes) {
    if (!nodeTypes(node).includes('FAQPage')) continue;
    for (const entity of mainEntities(node)) {
      if (!nodeTypes(entity).includes('Question')) continue;
      const name = text(entity['name'])?.replace(/<[^>]*>/g, ' ').trim();
      if (name !== undefined && name !== '') questions.push(name);
      if (questions.length >= MAX_QUESTIONS) return questions;
    }
  }
  return questions;
}
