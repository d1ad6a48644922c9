/** Helpers of the certificate specs. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as pdf.js extracts it (items joined by spaces). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The fonts a PDF names: an embedded subset carries a 6-capital tag (`ABCDEF+DejaVuSans`). */
export const pdfFontNames = (bytes: Uint8Array): string[] => [
  ...new Set(
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/BaseFont\s*\/[^\s/<>\]]+/g) ?? [],
  ),
];
