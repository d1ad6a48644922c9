import PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';
import { PRODUCT_NAME } from '@cytocampus/contracts';
import { formatCertificateDate, formatCredits, type CertificateIssuedData } from '@cytocampus/domain';
import { pdfBytes, useSansFonts } from '../../../infra/pdf-fonts.js';

const INK = '#1f2933';
const ACCENT = '#1c7ed6';
const MUTED = '#52606d';

/** Draws the QR code of `text` as vector squares, `size` points wide, its top left at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  // A quiet zone of 2 modules on each side, as scanners want.
  const cell = size / (modules.size + 4);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) doc.rect(x + (col + 2) * cell, y + (row + 2) * cell, cell, cell);
  doc.fillColor('#000000').fill();
}

/**
 * The certificate as a one-page PDF (A4 landscape): holder, program title and number, credits,
 * program date, the courses with their pass dates, the verification code and a QR code of the
 * public verification page (`verifyUrl`).
 */
export function renderCertificatePdf(certificate: CertificateIssuedData, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `${certificate.programTitle}: ${certificate.holderName}`, Author: PRODUCT_NAME, Subject: `P.A.C.E. certificate ${certificate.code}` },
  });
  return pdfBytes(doc, () => {
    useSansFonts(doc);
    const { width, height } = doc.page;
    const left = 56;
    const inner = width - 2 * left;
    doc
      .lineWidth(2)
      .strokeColor(ACCENT)
      .rect(28, 28, width - 56, height - 56)
      .stroke();

    const line = (text: string, font: 'Sans' | 'Sans-Bold', size: number, color = INK, gap = 6) =>
      doc
        .font(font)
        .fontSize(size)
        .fillColor(color)
        .text(text, left, undefined, { width: inner, align: 'center' })
        .moveDown(gap / size);
    doc.y = 64;
    line(PRODUCT_NAME, 'Sans-Bold', 13, ACCENT, 4);
    line('Certificate of Completion', 'Sans-Bold', 28, INK, 10);
    line('This certifies that', 'Sans', 12, MUTED);
    line(certificate.holderName, 'Sans-Bold', 24, INK, 8);
    line('has passed the courses below of the program', 'Sans', 12, MUTED);
    line(certificate.programTitle, 'Sans-Bold', 15, INK, 8);
    const facts = [
      certificate.programNumber ? `Program number: ${certificate.programNumber}` : null,
      `Credits: ${formatCredits(certificate.credits)}`,
      `Program date: ${formatCertificateDate(certificate.programDate)}`,
    ].filter((f): f is string => f !== null);
    line(facts.join('     '), 'Sans', 12, INK, 14);

    doc
      .font('Sans-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text('Courses', left + 120, undefined, { width: inner - 240 });
    doc.moveDown(0.2);
    for (const course of certificate.courses)
      doc
        .font('Sans')
        .fontSize(11)
        .text(`${course.name}: passed ${formatCertificateDate(course.passedOn)}`, left + 120, undefined, { width: inner - 240, lineGap: 3 });

    // The verification block: code and address on the left, the QR code of the address on the right.
    const qrSize = 96;
    const bottom = height - 56 - qrSize;
    drawQr(doc, verifyUrl, width - left - qrSize, bottom, qrSize);
    doc
      .font('Sans-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(`Verification code: ${certificate.code}`, left, bottom + 30, { width: inner - qrSize - 16 });
    doc
      .font('Sans')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`Check this certificate at ${verifyUrl}`, left, undefined, { width: inner - qrSize - 16 });
  });
}
