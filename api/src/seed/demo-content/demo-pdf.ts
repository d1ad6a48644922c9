import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '@cytocampus/contracts';
import { pdfBytes, useSansFonts } from '../../infra/pdf-fonts.js';

/**
 * The demo handout as a one-page PDF (A4): a title and lines of text, indented lines as sub-points.
 * Written with pdfkit and the shipped DejaVu Sans (a subset embedded), as the certificates are.
 */
export function handoutPdf(handout: { title: string; lines: readonly string[] }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: handout.title, Author: PRODUCT_NAME } });
  return pdfBytes(doc, () => {
    useSansFonts(doc);
    doc.font('Sans-Bold').fontSize(16).text(handout.title).moveDown(0.8);
    for (const line of handout.lines) {
      const indented = line.startsWith('  ');
      if (line === '') doc.moveDown(0.5);
      else
        doc
          .font(indented ? 'Sans' : 'Sans-Bold')
          .fontSize(11)
          .text(line.trim(), 56 + (indented ? 16 : 0), undefined, { lineGap: 2 });
    }
  });
}
