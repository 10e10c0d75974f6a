import { iconClassSays } from './region/cell-icons.js';
import { isRatingLabel } from './region/rating-labels.js';

/** HTML with what no extraction stage reads removed, and how many executable scripts went. */
export interface PrefilteredHtml {
  readonly html: string;
  /** `<script>` elements dropped (JSON-LD ones stay); page signals add them back to their script count. */
  readonly removedScripts: number;
  /**
   * Of those, the scripts of React's streaming server rendering that move a hidden segment into
   * place (a script whose text starts with a call or definition of the runtime, `$RC("B:4","S:4")`, `$RB=[];...`); the chain then
   * puts the segments in place itself (`placeStreamedSegments`). Read at each script's first bytes only.
   */
  readonly streamedSegmentScripts: number;
}

/** The start of a React streaming script: a call that moves a segment (`$RC("B:4","S:4")`, `$RS("S:5","P:5")`) or a definition of its runtime (`$RC=function`, `function $RC(`, React 19's `$RB=[];$RV=...`). */
const SEGMENT_MOVE = /\s*(?:function\s+)?\$R[A-Z][=(]/y;

const OPENER = /<(script|style|svg)(?=[\s/>])|<!--|<!\[CDATA\[/gi;
const JSON_LD = /\btype\s*=\s*["']?application\/ld\+json/i;
const CLOSERS: Readonly<Record<string, RegExp>> = {
  script: /<\/script(?=[\s/>])/gi,
  style: /<\/style(?=[\s/>])/gi,
  svg: /<\/svg(?=[\s/>])/gi,
};

const SVG_LABEL = /\baria-label\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const SVG_TITLE = /<title\b[^>]*>([^<]*)<\/title>/i;

const SVG_CLASS = /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * What an inline SVG leaves in the page: the rating it states in its `aria-label` or `<title>` ("4.5
 * of 5 bubbles": Tripadvisor draws each score as an SVG and says it only there), as HTML text; else
 * an empty `<i>` that keeps its label (a labelled `role="img"`), or its class where that names a check, a cross or a dash
 * (`lucide-check`), for `writeCellIcons` (a comparison table's ticks); else nothing. A label hidden
 * from screen readers is not read.
 */
function svgStandIn(attributes: string, content: string): string | undefined {
  const hidden = /\baria-hidden\s*=\s*["']?true/i.test(attributes);
  const labelled = SVG_LABEL.exec(attributes);
  const label = hidden ? '' : (labelled?.[1] ?? labelled?.[2] ?? SVG_TITLE.exec(content)?.[1] ?? '').replace(/\s+/g, ' ').trim();
  if (label !== '' && isRatingLabel(label)) return `<span>${label.replace(/</g, '&lt;')}</span>`;
  // A labelled picture (`role="img"`), not a control's icon ("Close menu") or a slide counter.
  if (label !== '' && /\brole\s*=\s*["']?img\b/i.test(attributes)) return `<i aria-label="${label.replace(/[<"&]/g, (character) => `&#${character.charCodeAt(0)};`)}"></i>`;
  const classes = SVG_CLASS.exec(attributes);
  const names = classes?.[1] ?? classes?.[2] ?? '';
  return names !== '' && iconClassSays(names) !== undefined ? `<i class="${names.replace(/[<"&]/g, '')}"></i>` : undefined;
}

/**
 * Drops, before parsing, what no extraction stage reads: executable scripts (JSON-LD stays:
 * Defuddle reads schema.org from it), style sheets, inline SVG and comments. On real pages these
 * are about 60 % of the bytes, so parsing and every later tree walk get cheaper, and jsdom's
 * stylesheet parser (which throws on some `border: inherit` shorthands) never sees a style. An SVG
 * that states a rating leaves its label as text, a labelled icon or a tick or cross an empty `<i>` (`svgStandIn`).
 * A `<![CDATA[` in HTML content is what an HTML5 parser makes of it, a bogus comment that ends at
 * the next `>`; linkedom's parser would instead read to a `]]>` that such pages never write and
 * lose the rest of the document (a forum page's whole body). Inside `<math>`, where CDATA is
 * real, that costs the section's first characters; inline SVG is dropped anyway.
 *
 * One left-to-right pass, linear in the input: an element ends where an HTML parser ends it
 * (`</script`, `</style`, `</svg` followed by space, `/` or `>`; `-->`). An unclosed script, style
 * or comment runs to the end of the input, as it does for a parser; an unclosed or self-closing
 * `<svg/>` loses only its start tag. Text outside these elements is kept byte for byte.
 */
export function prefilterHtml(source: string): PrefilteredHtml {
  const parts: string[] = [];
  let removedScripts = 0;
  let streamedSegmentScripts = 0;
  let kept = 0;
  OPENER.lastIndex = 0;
  for (let match = OPENER.exec(source); match !== null; match = OPENER.exec(source)) {
    const start = match.index;
    const name = match[1]?.toLowerCase();
    if (name === undefined) {
      const comment = match[0] === '<!--';
      const end = comment ? source.indexOf('-->', start + 4) : source.indexOf('>', start + 9);
      parts.push(source.slice(kept, start));
      kept = end < 0 ? source.length : end + (comment ? 3 : 1);
      OPENER.lastIndex = kept;
      continue;
    }
    const tagEnd = source.indexOf('>', OPENER.lastIndex);
    if (tagEnd < 0) break;
    const attributes = source.slice(OPENER.lastIndex, tagEnd);
    const closer = CLOSERS[name] as RegExp;
    closer.lastIndex = tagEnd + 1;
    const close = name === 'svg' && attributes.endsWith('/') ? null : closer.exec(source);
    const closeEnd = close === null ? -1 : source.indexOf('>', close.index);
    if (name === 'script' && JSON_LD.test(attributes)) {
      OPENER.lastIndex = closeEnd < 0 ? source.length : closeEnd + 1;
      continue;
    }
    parts.push(source.slice(kept, start));
    if (name === 'script') {
      removedScripts += 1;
      SEGMENT_MOVE.lastIndex = tagEnd + 1;
      if (SEGMENT_MOVE.test(source)) streamedSegmentScripts += 1;
    }
    if (closeEnd < 0) {
      kept = name === 'svg' ? tagEnd + 1 : source.length;
    } else {
      kept = closeEnd + 1;
      if (name === 'svg') {
        const standIn = svgStandIn(attributes, source.slice(tagEnd + 1, (close as RegExpExecArray).index));
        if (standIn !== undefined) parts.push(standIn);
      }
    }
    OPENER.lastIndex = kept;
  }
  parts.push(source.slice(kept));
  return { html: parts.join(''), removedScripts, streamedSegmentScripts };
}
