import PDFDocument from 'pdfkit';
import { PRODUCT_NAME, type PtResult } from '@cytocampus/contracts';
import { pdfBytes, useSansFonts } from '../../../../infra/pdf-fonts.js';

const INK = '#1f2933';
const MUTED = '#52606d';
const FAIL = '#c92a2a';

const percent = (score: number): string => `${Math.round(score * 1000) / 10} %`;
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/**
 * A proficiency test result as a printable PDF (A4 portrait): examinee, test, grid, score and
 * pass or fail, the automatic failures, the slide table, and the verification code with the
 * public page's address (like the P.A.C.E. certificates: docs/adr/0026, 0035).
 */
export function renderPtResultPdf(result: PtResult, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Proficiency test result: ${result.holderName}`, Author: PRODUCT_NAME } });
  return pdfBytes(doc, () => {
    useSansFonts(doc);
    const left = 50;
    const width = doc.page.width - 2 * left;
    const text = (value: string, font: 'Sans' | 'Sans-Bold', size: number, color = INK) =>
      doc.font(font).fontSize(size).fillColor(color).text(value, left, undefined, { width });
    text(PRODUCT_NAME, 'Sans-Bold', 12, MUTED);
    text('Proficiency test result (mock CLIA gynecologic PT)', 'Sans-Bold', 18);
    doc.moveDown(0.5);
    text(`Examinee: ${result.holderName}`, 'Sans', 11);
    text(`Test: ${result.testName} (${result.size} slides, ${result.grid} grid)`, 'Sans', 11);
    text(`Submitted: ${day(result.submittedAt)}${result.submittedBy === 'time' ? ' by the server at the time limit' : ''}`, 'Sans', 11);
    doc.moveDown(0.5);
    text(
      `Score: ${percent(result.score)} (${result.points} of ${result.maxPoints} points): ${result.passed ? 'PASSED' : 'FAILED'}`,
      'Sans-Bold',
      14,
      result.passed ? INK : FAIL,
    );
    if (result.automaticFailures.length > 0) text(`Automatic failure: ${result.automaticFailures.map((s) => s.name).join(', ')}`, 'Sans-Bold', 11, FAIL);
    doc.moveDown(0.8);
    const columns = [30, 190, 110, 110, 55];
    const row = (cells: string[], font: 'Sans' | 'Sans-Bold') => {
      const y = doc.y;
      let x = left;
      cells.forEach((cell, i) => {
        doc
          .font(font)
          .fontSize(10)
          .fillColor(INK)
          .text(cell, x, y, { width: columns[i]! - 6 });
        x += columns[i]!;
      });
      doc.x = left;
      doc.y = Math.max(doc.y, y + 14);
    };
    row(['#', 'Slide', 'Reference', 'Response', 'Points'], 'Sans-Bold');
    result.slides.forEach((s, i) =>
      row(
        [
          String(i + 1),
          `${s.name}${s.automaticFailure ? ' (automatic failure)' : ''}`,
          `${s.reference} ${s.referenceResult ?? ''}`,
          s.response ? `${s.response} ${s.responseResult ?? ''}` : 'No answer',
          String(s.points),
        ],
        'Sans',
      ),
    );
    doc.moveDown(1.5);
    text(`Verification code: ${result.code}`, 'Sans-Bold', 11);
    text(`Check this result at ${verifyUrl}`, 'Sans', 10, MUTED);
  });
}
