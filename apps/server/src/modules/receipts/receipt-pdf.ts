import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ReceiptView } from './receipt-view.js';

// DejaVu has the naira sign (₦), which PDF's built-in Helvetica lacks.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  mono: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
};

const BRAND = '#047857';
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#e2e8f0';

/** Draws a receipt on an A5 page and returns the PDF's bytes. */
export async function renderReceiptPdf(view: ReceiptView, meta: { generatedAt: string; receiptId: string }) {
  const doc = new PDFDocument({
    size: 'A5',
    margins: { top: 36, bottom: 36, left: 36, right: 36 },
    info: { Title: `NaijaWallet receipt ${view.reference.value}`, Author: 'NaijaWallet', Subject: view.title },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('mono', FONTS.mono);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = width * 0.36;
  const valueX = left + labelWidth + 8;
  const valueWidth = width - labelWidth - 8;

  // Brand band.
  doc.rect(0, 0, doc.page.width, 64).fill(BRAND);
  doc.fillColor('#ffffff').font('bold').fontSize(18).text('NaijaWallet', left, 22, { lineBreak: false });
  doc.font('regular').fontSize(10).text('Transaction receipt', left, 28, { width, align: 'right' });

  // Headline.
  doc.fillColor(MUTED).font('regular').fontSize(11).text(view.title, left, 86, { width, align: 'center' });
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(22)
    .text(view.amount, left, doc.y + 4, { width, align: 'center' });
  doc
    .fillColor(MUTED)
    .font('regular')
    .fontSize(8)
    .text(view.reference.label, left, doc.y + 8, { width, align: 'center' });
  doc
    .fillColor(INK)
    .font('mono')
    .fontSize(8.5)
    .text(view.reference.value, left, doc.y + 2, { width, align: 'center' });
  let y = doc.y + 14;

  for (const section of view.sections) {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    y += 10;
    doc
      .fillColor(BRAND)
      .font('bold')
      .fontSize(8)
      .text(section.heading.toUpperCase(), left, y, { characterSpacing: 0.6 });
    y = doc.y + 6;
    for (const row of section.rows) {
      const font = row.mono ? 'mono' : 'regular';
      doc.font(font).fontSize(9.5);
      const height = Math.max(doc.heightOfString(row.value, { width: valueWidth, align: 'right' }), 12);
      if (y + height > doc.page.height - doc.page.margins.bottom - 30) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      doc.fillColor(MUTED).font('regular').fontSize(9.5).text(row.label, left, y, { width: labelWidth });
      doc.fillColor(INK).font(font).fontSize(9.5).text(row.value, valueX, y, { width: valueWidth, align: 'right' });
      y += height + 6;
    }
    y += 4;
  }

  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc
    .fillColor(MUTED)
    .font('regular')
    .fontSize(7.5)
    .text(`Receipt ${meta.receiptId} · generated ${meta.generatedAt}`, left, y + 10, { width, align: 'center' })
    .text('NaijaWallet keeps this record; amounts in naira are valued at the time of the transaction.', {
      width,
      align: 'center',
    });
  doc.end();
  return done;
}
