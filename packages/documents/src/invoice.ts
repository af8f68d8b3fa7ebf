import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import PDFDocument from 'pdfkit';

/** A postal address as an invoice prints it. */
export interface DocumentAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO country code. */
  country: string;
}

/** The seller: the shop's company as registered. */
export interface DocumentSeller extends DocumentAddress {
  /** The VAT number (USt-IdNr., UID/MWST, btw-id). */
  vatId: string;
  /** The commercial register entry. */
  register: string;
}

export interface InvoiceLine {
  quantity: number;
  /** The product's name, with its variant. */
  description: string;
  /** Minor units, VAT included. */
  unitPrice: number;
  lineTotal: number;
}

export interface InvoiceData {
  seller: DocumentSeller;
  buyer: DocumentAddress;
  customerNumber: string;
  number: string;
  orderNumber: string;
  /** `YYYY-MM-DD`: the invoice's date, and the day the goods left (the delivery date). */
  issuedOn: string;
  deliveredOn: string;
  currency: Currency;
  format: PriceFormat;
  lines: readonly InvoiceLine[];
  /** Minor units, VAT included: goods, shipping, what a voucher took off, the total. */
  goods: number;
  shipping: number;
  discount: number;
  total: number;
  /** The VAT the total contains, per rate (basis points). */
  vat: readonly { rate: number; amount: number }[];
  /** On invoice: pay by `dueOn` (`YYYY-MM-DD`); otherwise paid with the order by `method`. */
  payment: { kind: 'due'; dueOn: string } | { kind: 'paid'; method: PaidMethod };
}

/** How an order was paid when its invoice is not paid by transfer. */
export type PaidMethod = 'creditCard' | 'ideal' | 'prepayment' | 'instalments' | 'paypal' | 'twint';

function methodName(i18n: I18n, method: PaidMethod): string {
  switch (method) {
    case 'creditCard':
      return i18n._(msg`Kreditkarte`);
    case 'ideal':
      return 'iDEAL';
    case 'prepayment':
      return i18n._(msg`Vorauskasse`);
    case 'instalments':
      return i18n._(msg`Ratenzahlung`);
    case 'paypal':
      return 'PayPal';
    case 'twint':
      return 'TWINT';
  }
}

const A4_WIDTH = 595.28;
const MARGIN = 56;
const CONTENT = A4_WIDTH - 2 * MARGIN;

/**
 * Text the standard PDF fonts can show (their WinAnsi encoding): the thin and narrow spaces of
 * French and Swiss number formats become no-break spaces, a minus sign a dash.
 */
function printable(text: string): string {
  return text.replace(/[\u2009\u202f]/g, '\u00a0').replace(/\u2212/g, '–');
}

function day(locale: string, iso: string): string {
  return printable(new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)));
}

function rate(locale: string, basisPoints: number): string {
  return printable(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000));
}

/**
 * The invoice of one delivery as a PDF (A4, the standard Helvetica fonts, the page's language and
 * title set): seller with address, VAT number and register; the customer's address; invoice number
 * and date, delivery date, order and customer number; the lines; goods, shipping, discount and
 * total; the VAT contained per rate; the payment terms. Texts from the shop's catalogs (`i18n`).
 */
export function invoicePdf(i18n: I18n, data: InvoiceData): Promise<Uint8Array> {
  const { seller, buyer, number } = data;
  const locale = i18n.locale;
  const money = (amount: number) => printable(formatMoney(amount, data.currency, data.format));
  const title = i18n._(msg`Rechnung ${number}`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: seller.name, Subject: title, CreationDate: new Date(`${data.issuedOn}T00:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  // The sender line above the address window, the customer's address, the seller on the right.
  doc.font('Helvetica').fontSize(8).text(`${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`, MARGIN, 120, { width: 280 });
  doc.fontSize(11).text([buyer.name, buyer.street, `${buyer.postalCode} ${buyer.city}`, buyer.country].join('\n'), MARGIN, 136, { width: 280 });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(seller.name, 360, MARGIN, { width: CONTENT - 304 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text([seller.street, `${seller.postalCode} ${seller.city}`, seller.country].join('\n'), { width: CONTENT - 304 });

  // What this invoice is.
  const facts: [string, string][] = [
    [i18n._(msg`Rechnungsnummer`), number],
    [i18n._(msg`Rechnungsdatum`), day(locale, data.issuedOn)],
    [i18n._(msg`Lieferdatum`), day(locale, data.deliveredOn)],
    [i18n._(msg`Bestellnummer`), data.orderNumber],
    [i18n._(msg`Kundennummer`), data.customerNumber],
  ];
  let y = 150;
  for (const [label, value] of facts) {
    doc.fontSize(9).font('Helvetica').text(label, 360, y, { width: 95 });
    doc.font('Helvetica-Bold').text(value, 455, y, { width: CONTENT - 399, align: 'right' });
    y += 14;
  }

  doc.font('Helvetica-Bold').fontSize(16).text(title, MARGIN, 250, { width: CONTENT });

  // The lines: quantity, description, unit price, amount.
  const columns = { quantity: MARGIN, description: MARGIN + 40, unit: MARGIN + 300, total: MARGIN + 390 };
  const widths = { quantity: 36, description: 256, unit: 86, total: CONTENT - 390 };
  const row = (cells: [string, string, string, string], bold = false) => {
    const top = doc.y;
    if (top > 760) doc.addPage();
    const at = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: Object.values(widths)[i] })));
    doc.text(cells[0], columns.quantity, at, { width: widths.quantity, align: 'right' });
    doc.text(cells[1], columns.description, at, { width: widths.description });
    doc.text(cells[2], columns.unit, at, { width: widths.unit, align: 'right' });
    doc.text(cells[3], columns.total, at, { width: widths.total, align: 'right' });
    doc.y = at + height + 6;
  };
  doc.y = 284;
  row([i18n._(msg`Menge`), i18n._(msg`Artikel`), i18n._(msg`Einzelpreis`), i18n._(msg`Betrag`)], true);
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(MARGIN + CONTENT, doc.y - 3)
    .stroke();
  for (const line of data.lines) row([String(line.quantity), line.description, money(line.unitPrice), money(line.lineTotal)]);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT, doc.y)
    .stroke();
  doc.y += 8;

  // The sums and the VAT they contain.
  const sum = (label: string, value: string, bold = false) => {
    const at = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, MARGIN + 200, at, { width: 190, align: 'right' });
    doc.text(value, columns.total, at, { width: widths.total, align: 'right' });
    doc.y = at + 16;
  };
  sum(i18n._(msg`Warenwert`), money(data.goods));
  sum(i18n._(msg`Versandkosten`), money(data.shipping));
  if (data.discount > 0) sum(i18n._(msg`Gutschein`), `– ${money(data.discount)}`);
  sum(i18n._(msg`Rechnungsbetrag`), money(data.total), true);
  for (const vat of data.vat) {
    const percent = rate(locale, vat.rate);
    sum(i18n._(msg`darin enthaltene MwSt. ${percent}`), money(vat.amount));
  }

  // The payment terms.
  doc.y += 12;
  const total = money(data.total);
  let terms: string;
  if (data.payment.kind === 'due') {
    const dueOn = day(locale, data.payment.dueOn);
    terms = i18n._(msg`Bitte überweisen Sie ${total} bis zum ${dueOn} unter Angabe der Rechnungsnummer ${number}.`);
  } else {
    const method = methodName(i18n, data.payment.method);
    terms = i18n._(msg`Der Rechnungsbetrag wurde mit Ihrer Bestellung bezahlt (${method}).`);
  }
  doc.font('Helvetica').fontSize(10).text(terms, MARGIN, doc.y, { width: CONTENT });

  // The seller's legal details at the foot of the page.
  const vatId = seller.vatId;
  doc
    .fontSize(8)
    .fillColor('#333333')
    .text(`${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city} · ${i18n._(msg`USt-IdNr. ${vatId}`)} · ${seller.register}`, MARGIN, 790, {
      width: CONTENT,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return done;
}
