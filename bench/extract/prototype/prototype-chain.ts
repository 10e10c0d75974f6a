import { Readability } from '@mozilla/readability';
import { Defuddle } from 'defuddle/node';
import type { ExtractionVariant, StagedOutput } from '../variant.js';
import { parseWithLinkedom } from '../variants/linkedom-document.js';
import { createMarkdownConverter } from '../variants/markdown-converter.js';
import { cleanedBodyMarkdown } from './cleaned-body.js';
import { prefilterHtml } from '../../../adapters/outbound/extract/html/html-prefilter.js';
import { trimLinkBlocks } from '../../../adapters/outbound/extract/html/markdown/link-block-trim.js';
import { chooseExtractionStage } from '../../../domain/page/stage-quality-check.policy.js';
import type { StageChoice } from './stage-choice.js';

/** Switches for the ablations in bench/RESULTS.md. */
export interface PrototypeOptions {
  readonly name: string;
  /** Strip scripts, styles, SVG and comments before parsing. */
  readonly prefilter: boolean;
  /** Run the quality check; false returns Defuddle's output whenever it is non-empty. */
  readonly qualityCheck: boolean;
  /** Drop link-only blocks from the chosen output (production's link-block-trim.ts). */
  readonly trimLinkBlocks: boolean;
}

/**
 * The recommended chain: ONE linkedom parse; Defuddle on it; Readability on
 * the same document afterwards (Defuddle works on clones, so the tree is
 * still whole); the quality check picks one; cleaned body if both are empty.
 */
export function createPrototypeChain(options: PrototypeOptions): ExtractionVariant {
  const converter = createMarkdownConverter();
  return {
    name: options.name,
    description: `linkedom, one parse${options.prefilter ? ' of prefiltered HTML' : ''}; Defuddle then Readability; ${options.qualityCheck ? 'quality check picks' : 'Defuddle unless empty'}${options.trimLinkBlocks ? '; link-only blocks trimmed' : ''}`,
    extract: async (html, url): Promise<StagedOutput> => {
      const stepMs: Record<string, number> = {};
      let mark = performance.now();
      const lap = (step: string) => {
        const now = performance.now();
        stepMs[step] = now - mark;
        mark = now;
      };
      const source = options.prefilter ? prefilterHtml(html).html : html;
      lap('prefilter');
      const document = parseWithLinkedom(source, url);
      lap('parse');
      const defuddled = (await Defuddle(document, url, { markdown: true, useAsync: false })).content;
      lap('defuddle');
      const article = new Readability(document).parse();
      const readable = article?.content ? converter.turndown(article.content) : '';
      lap('readability');
      const stages = { defuddle: defuddled, readability: readable };
      let choice: StageChoice = options.qualityCheck
        ? chooseExtractionStage(defuddled, readable)
        : { stage: defuddled.trim() ? 'defuddle' : 'readability', reason: 'first non-empty' };
      let markdown = choice.stage === 'defuddle' ? defuddled : readable;
      if (options.trimLinkBlocks) markdown = trimLinkBlocks(markdown).markdown;
      lap('check');
      if (!markdown.trim()) {
        markdown = cleanedBodyMarkdown(parseWithLinkedom(source, url), converter);
        choice = { stage: 'cleaned-body', reason: 'both extractors empty' };
        lap('cleaned-body');
      }
      return { markdown, stages, chosen: choice.stage, stepMs };
    },
  };
}
