import { detectAccessChallenge } from './access-challenge-detector.js';
import { hasCharsetTrouble } from './charset-trouble-detector.js';
import { detectClientRenderedShell } from './client-shell-detector.js';
import { detectLoginWall } from './login-wall-detector.js';
import type { PageSignals } from './page-signals.js';

/** What a page is, beyond what it says; `none` is an ordinary document. */
export type PageVerdictKind =
  | 'none'
  | 'access_challenge'
  | 'login_wall'
  | 'client_rendered_shell'
  | 'pdf_wrong_content_type'
  | 'charset_trouble';

/** A classification and, unless `none`, a suggested next step for the model. */
export interface PageVerdict {
  readonly classification: PageVerdictKind;
  readonly suggestion?: string;
}

/** Everything the classifier looks at; `signals` only exists for HTML. */
export interface PageClassificationInput {
  readonly signals?: PageSignals;
  /** The body carried PDF bytes but a non-PDF Content-Type (the PDF was extracted anyway). */
  readonly pdfMislabelled: boolean;
  /** The declared media type, for the suggestion text ('' when none was sent). */
  readonly declaredMediaType: string;
  readonly replacementChars: number;
  /** Decoded text length in UTF-16 code units. */
  readonly decodedLength: number;
}

/**
 * Classifies a fetched page deterministically. Order of precedence: access challenge, login wall,
 * client-rendered shell (HTML only), PDF with a wrong Content-Type, charset trouble.
 */
export function classifyPage(input: PageClassificationInput): PageVerdict {
  const { signals } = input;
  if (signals !== undefined) {
    const vendor = detectAccessChallenge(signals);
    if (vendor !== undefined) {
      return {
        classification: 'access_challenge',
        suggestion: `A bot check (${vendor}) stands in front of the content; do not retry it or wait for it. Use another source or the evidence already gathered.`,
      };
    }
    if (detectLoginWall(signals)) {
      return { classification: 'login_wall', suggestion: 'The page asks to sign in; look for a public source of the same information.' };
    }
    if (detectClientRenderedShell(signals)) {
      return {
        classification: 'client_rendered_shell',
        suggestion: 'The page is rendered by JavaScript and its static HTML holds little text; retry with render "auto" where rendering is enabled, or find a static source.',
      };
    }
  }
  if (input.pdfMislabelled) {
    const declared = input.declaredMediaType === '' ? 'no Content-Type' : `Content-Type ${input.declaredMediaType}`;
    return { classification: 'pdf_wrong_content_type', suggestion: `The server sent a PDF with ${declared}; its text was extracted as PDF.` };
  }
  if (hasCharsetTrouble(input.replacementChars, input.decodedLength)) {
    return {
      classification: 'charset_trouble',
      suggestion: `Decoding produced ${input.replacementChars} replacement characters; the declared charset is probably wrong and parts of the text may be garbled.`,
    };
  }
  return { classification: 'none' };
}
