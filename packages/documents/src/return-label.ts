import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import PDFDocument from 'pdfkit';
import type { DocumentAddress } from './invoice';

export interface ReturnLabelData {
  /** The return's number: on the label in large type (the warehouse books the parcel by it). */
  id: string;
  orderNumber: string;
  /** The customer (sender) and the shop's returns address (recipient). */
  sender: DocumentAddress;
  recipient: DocumentAddress;
  /** `YYYY-MM-DD` when picked up; none for a drop-off at a parcel service point. */
  pickupOn?: string | null | undefined;
  lines: readonly { quantity: number; description: string }[];
}

const WIDTH = 297.64; // A6 portrait
const MARGIN = 24;

/**
 * A return's label as a PDF (A6): sender and recipient, the return's number large, the order
 * number, the pickup day or "drop off at any parcel service point", and what the parcel holds.
 */
export function returnLabelPdf(i18n: I18n, data: ReturnLabelData): Promise<Uint8Array> {
  const id = data.id;
  const title = i18n._(msg`Rücksendeetikett ${id}`);
  const doc = new PDFDocument({ size: 'A6', margin: MARGIN, lang: i18n.locale, displayTitle: true, info: { Title: title, Subject: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const width = WIDTH - 2 * MARGIN;
  const address = (a: DocumentAddress) => [a.name, a.street, `${a.postalCode} ${a.city}`, a.country].join('\n');
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(i18n._(msg`Absender`), { width });
  doc.font('Helvetica').fontSize(9).text(address(data.sender), { width });
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(i18n._(msg`Empfänger`), { width });
  doc.font('Helvetica-Bold').fontSize(12).text(address(data.recipient), { width });
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(20).text(id, { width, align: 'center' });
  const order = data.orderNumber;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(i18n._(msg`Rücksendung zur Bestellung ${order}`), { width, align: 'center' });
  doc.moveDown();
  if (data.pickupOn) {
    const day = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${data.pickupOn}T00:00:00Z`),
    );
    doc.text(i18n._(msg`Abholung am ${day}. Bitte kleben Sie das Etikett gut sichtbar auf das Paket.`), { width });
  } else {
    doc.text(i18n._(msg`Geben Sie das Paket in einer Paketannahmestelle Ihrer Wahl ab. Bitte kleben Sie das Etikett gut sichtbar auf das Paket.`), { width });
  }
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(i18n._(msg`Inhalt`), { width });
  doc.font('Helvetica');
  for (const line of data.lines) doc.text(`${line.quantity} × ${line.description}`, { width });
  doc.end();
  return done;
}
