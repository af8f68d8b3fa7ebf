import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import PDFDocument from 'pdfkit';
import type { DocumentAddress, DocumentSeller } from './invoice';

export interface DeliveryStatementData {
  seller: DocumentSeller;
  /** The order's delivery address (who received the parcel). */
  recipient: DocumentAddress;
  orderNumber: string;
  /** The carrier (named as its customers know it: "DHL", "Die Post", "La Poste", "PostNL") and the parcel's tracking number. */
  carrier: 'dhl' | 'swiss-post' | 'postnl';
  trackingNumber: string;
  /** ISO date-times: when the parcel left the warehouse and when it was delivered. */
  shippedAt: string;
  deliveredAt: string;
  /** Where the carrier last scanned it (its delivery base). */
  deliveredFrom?: string | null | undefined;
  lines: readonly { quantity: number; description: string }[];
  /** The shop's time zone (the dates as the customer knows them). */
  timeZone: string;
}

const MARGIN = 56;

/**
 * A delivery statement (proof of delivery) as a PDF (A4): which parcel of which order reached whom
 * and when, by which carrier and tracking number, and what it held. Made only for a delivered parcel.
 */
export function deliveryStatementPdf(i18n: I18n, data: DeliveryStatementData): Promise<Uint8Array> {
  const order = data.orderNumber;
  const title = i18n._(msg`Liefernachweis zur Bestellung ${order}`);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: i18n.locale, displayTitle: true, info: { Title: title, Subject: title, Author: data.seller.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const day = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: data.timeZone });
  const moment = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: data.timeZone });
  const s = data.seller;
  doc
    .font('Helvetica')
    .fontSize(8)
    .text([s.name, s.street, `${s.postalCode} ${s.city}`, s.country].join(' · '));
  doc.moveDown(2);
  const r = data.recipient;
  doc.fontSize(11).text([r.name, r.street, `${r.postalCode} ${r.city}`, r.country].join('\n'));
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.moveDown();
  const shipped = day.format(new Date(data.shippedAt));
  const delivered = moment.format(new Date(data.deliveredAt));
  const carrier = { dhl: 'DHL', 'swiss-post': i18n._(msg`Die Post`), postnl: 'PostNL' }[data.carrier];
  const tracking = data.trackingNumber;
  doc.font('Helvetica').fontSize(11);
  doc.text(i18n._(msg`Versanddienstleister: ${carrier}`));
  doc.text(i18n._(msg`Sendungsnummer: ${tracking}`));
  doc.text(i18n._(msg`Versandt am: ${shipped}`));
  doc.text(i18n._(msg`Zugestellt am: ${delivered}`));
  if (data.deliveredFrom) {
    const place = data.deliveredFrom;
    doc.text(i18n._(msg`Zugestellt durch: ${place}`));
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text(i18n._(msg`Inhalt der Sendung`));
  doc.font('Helvetica');
  for (const line of data.lines) doc.text(`${line.quantity} × ${line.description}`);
  doc.moveDown(2);
  const name = s.name;
  doc.fontSize(9).text(i18n._(msg`Diese Bestätigung beruht auf den Zustelldaten des Versanddienstleisters und wurde von ${name} automatisch erstellt.`));
  doc.end();
  return done;
}
