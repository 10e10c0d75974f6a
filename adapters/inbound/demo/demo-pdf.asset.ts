/** The lines the demo PDF shows (printable ASCII, so PDFDocEncoding needs no mapping). */
export const DEMO_PDF_LINES = ['Reading the web politely', 'Search once, broadly. Fetch what matters.'] as const;

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/gu, (char) => `\\${char}`);
}

/**
 * Builds a one-page PDF 1.4 (Helvetica, the lines above) byte for byte: five objects, a
 * cross-reference table whose 20-byte entries hold each object's exact offset, and a trailer
 * pointing at it. Pure ASCII, so string length equals byte length.
 */
export function buildDemoPdf(lines: readonly string[] = DEMO_PDF_LINES): Uint8Array {
  const text = lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${escapePdfString(line)}) Tj`).join(' ');
  const stream = `BT /F1 18 Tf 26 TL 72 720 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  if (/[^\x20-\x7e\n]/u.test(body)) throw new Error('the demo PDF must stay ASCII');
  return new TextEncoder().encode(body);
}
