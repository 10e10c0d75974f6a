/** Which extractor's Markdown a chain returns, and why (for stage notes). */
export interface StageChoice {
  readonly stage: 'defuddle' | 'readability' | 'cleaned-body';
  readonly reason: string;
}
