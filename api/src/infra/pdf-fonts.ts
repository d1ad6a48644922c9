import { readFileSync } from 'node:fs';
import { create as createFont, type Font as FontkitFont } from 'fontkit';

/**
 * The fonts the API's PDFs embed (certificates, the demo handout): DejaVu Sans, shipped with its
 * licence in api/assets/fonts and read once, on first use. pdfkit embeds a TrueType font as a subset
 * of the glyphs a document uses (named with a 6-letter tag, `ABCDEF+DejaVuSans`), so a PDF stays
 * small and needs no font on the reader's machine or ours, and names in any Latin, Greek or
 * Cyrillic script print as written. Resolved from api/src and api/dist alike (same depth).
 */
const FONT_DIR = new URL('../../assets/fonts/', import.meta.url);

let fonts: { regular: Buffer; bold: Buffer } | null = null;

export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= { regular: readFileSync(new URL('DejaVuSans.ttf', FONT_DIR)), bold: readFileSync(new URL('DejaVuSans-Bold.ttf', FONT_DIR)) };
  return fonts;
}

/**
 * The fonts parsed once: pdfkit takes a parsed fontkit font as well as bytes, and parsing the
 * 750 KB TrueType file was most of a certificate's cost. Each document still makes its own subset.
 */
let parsed: { regular: FontkitFont; bold: FontkitFont } | null = null;

/** Registers the fonts as 'Sans' and 'Sans-Bold' on a pdfkit document. */
export function useSansFonts(doc: PDFKit.PDFDocument): void {
  if (!parsed) {
    const { regular, bold } = pdfFonts();
    parsed = { regular: createFont(regular) as FontkitFont, bold: createFont(bold) as FontkitFont };
  }
  // pdfkit's types name only bytes and paths; its font factory takes any object with `layout` (a fontkit font).
  doc.registerFont('Sans', parsed.regular as unknown as Buffer);
  doc.registerFont('Sans-Bold', parsed.bold as unknown as Buffer);
}

/** A pdfkit document written to memory: `draw` fills it, the promise holds its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
