import { createRequire } from 'node:module';

interface MathMLConverter {
  convert(mathml: string): string;
}

let converter: MathMLConverter | undefined;

/** mathml-to-latex (Defuddle's own dependency), loaded on the first page with a formula that states no TeX. */
function mathmlToLatex(): MathMLConverter {
  converter ??= (createRequire(import.meta.url)('mathml-to-latex') as { MathMLToLaTeX: MathMLConverter }).MathMLToLaTeX;
  return converter;
}

/**
 * The TeX for a MathML formula that states none (MathJax 3's `mjx-assistive-mml` copy of each formula,
 * a page's hand-written MathML), converted from its markup; `undefined` when it does not convert.
 */
export function texFromMathML(math: Element): string | undefined {
  try {
    const tex = mathmlToLatex().convert(math.outerHTML).replace(/\s+/g, ' ').trim();
    return tex === '' ? undefined : tex;
  } catch {
    return undefined;
  }
}
