import { describe, expect, it } from 'vitest';
import { missedQuestionsOfCut, MISSED_QUESTIONS } from '../../../../domain/page/declared-questions.policy.js';

const QUESTIONS = ['What role does AI play in blockchain development?', 'Are blockchain trends relevant for non-tech industries?', 'How should CIOs respond?'];
const ARTICLE = '# Blockchain trends\n\nBlockchain is evolving into a foundational layer across industries.';
const REGION = `${ARTICLE}\n\n## FAQ\n\n**What role does AI play in blockchain** [development](https://example.com/dev)?\n\nAI brings automation.\n\nARE BLOCKCHAIN TRENDS RELEVANT FOR NON\\-TECH INDUSTRIES\n\nNearly every industry.\n\nHow should CIOs respond?\n\nStart with pilots.`;

describe('missedQuestionsOfCut', () => {
  it('counts the declared questions the other cut states word for word and the cut does not, whatever Markdown marks, links or case surround them', () => {
    expect(missedQuestionsOfCut(ARTICLE, REGION, QUESTIONS)).toBe(3);
    expect(missedQuestionsOfCut(REGION, REGION, QUESTIONS)).toBe(0);
    expect(missedQuestionsOfCut(`${ARTICLE}\n\nHow should CIOs respond?`, REGION, QUESTIONS)).toBe(2);
  });

  it('counts no question that neither cut states, none of an empty FAQ, and none that has no words', () => {
    expect(missedQuestionsOfCut(ARTICLE, ARTICLE, QUESTIONS)).toBe(0);
    expect(missedQuestionsOfCut(ARTICLE, REGION, [])).toBe(0);
    expect(missedQuestionsOfCut(ARTICLE, REGION, ['?', ' '])).toBe(0);
  });

  it('matches whole words only: a question is not found inside a longer word', () => {
    expect(missedQuestionsOfCut('', 'Why use the api gateways today', ['Why use the api gateway'])).toBe(0);
  });

  it('is fixed by reading at three questions', () => {
    expect(MISSED_QUESTIONS).toBe(3);
  });
});
