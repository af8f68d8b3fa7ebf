import { createI18n } from '@vitrine/i18n';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type InvoiceData, invoicePdf } from './index';

const DATA: InvoiceData = {
  seller: {
    name: 'Vitrine GmbH',
    street: 'Am Sandtorkai 50',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    vatId: 'DE298765431',
    register: 'Amtsgericht Hamburg HRB 176543',
  },
  buyer: { name: 'Anna Schmidt', street: 'Invalidenstraße 44', postalCode: '10115', city: 'Berlin', country: 'DE' },
  customerNumber: '10000001',
  number: '70000001',
  orderNumber: '39000101',
  issuedOn: '2026-10-13',
  deliveredOn: '2026-10-13',
  currency: 'EUR',
  format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
  lines: [
    { quantity: 1, description: 'Sommerkleid mit Gürtel, 38', unitPrice: 4_999, lineTotal: 4_999 },
    { quantity: 2, description: 'Kissenbezug Leinen', unitPrice: 1_250, lineTotal: 2_500 },
  ],
  goods: 7_499,
  shipping: 595,
  discount: 0,
  total: 8_094,
  vat: [{ rate: 1_900, amount: 1_292 }],
  payment: { kind: 'due', dueOn: '2026-10-27' },
};

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('invoicePdf', () => {
  it('is a PDF whose text holds the legal fields: seller and VAT number, number and dates, lines, VAT per rate, total, terms', async () => {
    const bytes = await invoicePdf(await createI18n('de-DE'), DATA);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const part of [
      'Rechnung 70000001',
      'Vitrine GmbH',
      'USt-IdNr. DE298765431',
      'Amtsgericht Hamburg HRB 176543',
      'Anna Schmidt',
      'Invalidenstraße 44',
      'Rechnungsdatum',
      '13.10.2026',
      'Lieferdatum',
      '39000101',
      'Sommerkleid mit Gürtel, 38',
      '49,99 €',
      'Kissenbezug Leinen',
      '25,00 €',
      'Versandkosten',
      '80,94 €',
      'darin enthaltene MwSt. 19 %',
      '12,92 €',
      'bis zum 27.10.2026',
    ])
      expect(text).toContain(part);
  });
  it('speaks the customer’s language: French and Swiss francs, Dutch; a paid order says it was paid', async () => {
    const fr = await textOf(
      await invoicePdf(await createI18n('fr-CH'), {
        ...DATA,
        currency: 'CHF',
        format: { currencyPosition: 'after', grouping: false, decimalSeparator: '.' },
        vat: [{ rate: 810, amount: 606 }],
        payment: { kind: 'paid', method: 'creditCard' },
      }),
    );
    expect(fr).toContain('Facture 70000001');
    expect(fr).toContain('80.94 CHF');
    expect(fr).toMatch(/TVA 8,1\s?% 6.06 CHF/);
    expect(fr).toContain('(Carte de crédit)');
    const nl = await textOf(await invoicePdf(await createI18n('nl-NL'), DATA));
    expect(nl).toContain('Factuur 70000001');
  });
  it('carries on to a second page when the lines do not fit on one', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ quantity: 1, description: `Artikel ${i + 1}`, unitPrice: 100, lineTotal: 100 }));
    const bytes = await invoicePdf(await createI18n('de-DE'), { ...DATA, lines: many });
    const pdf = await getDocumentProxy(bytes.slice());
    expect(pdf.numPages).toBeGreaterThan(1);
    expect(await textOf(bytes)).toContain('Artikel 60');
  });
});

describe('returnLabelPdf', () => {
  it('names sender, recipient, the return’s number, the order, the pickup day and the content', async () => {
    const { returnLabelPdf } = await import('./index');
    const label = await returnLabelPdf(await createI18n('de-DE'), {
      id: 'RT-3F9A21C0',
      orderNumber: '39000101',
      sender: DATA.buyer,
      recipient: { ...DATA.seller, name: 'Vitrine GmbH Retouren' },
      pickupOn: '2026-12-01',
      lines: [{ quantity: 1, description: 'Sommerkleid mit Gürtel, 38' }],
    });
    const text = await textOf(label);
    for (const part of ['RT-3F9A21C0', 'Anna Schmidt', 'Vitrine GmbH Retouren', '39000101', 'Dienstag, 1. Dezember 2026', 'Sommerkleid mit Gürtel, 38'])
      expect(text).toContain(part);
    const dropOff = await textOf(await returnLabelPdf(await createI18n('nl-NL'), { id: 'RT-1', orderNumber: '39000501', sender: DATA.buyer, recipient: DATA.seller, lines: [] }));
    expect(dropOff).toContain('RT-1');
  });
});
