import { createI18n } from '@vitrine/i18n';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type DeliveryStatementData, deliveryStatementPdf } from './index';

const DATA: DeliveryStatementData = {
  seller: { name: 'Vitrine GmbH', street: 'Am Sandtorkai 50', postalCode: '20457', city: 'Hamburg', country: 'DE', vatId: 'DE298765431', register: 'HRB 176543' },
  recipient: { name: 'Anna Schmidt', street: 'Invalidenstraße 44', postalCode: '10115', city: 'Berlin', country: 'DE' },
  orderNumber: '39000101',
  carrier: 'dhl',
  trackingNumber: '00340434161094015902',
  shippedAt: '2026-10-12T08:00:00.000Z',
  deliveredAt: '2026-10-13T13:45:00.000Z',
  deliveredFrom: 'Zustellbasis Berlin',
  lines: [{ quantity: 2, description: 'Kissenbezug Leinen' }],
  timeZone: 'Europe/Berlin',
};

const textOf = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;

describe('delivery statement', () => {
  it('says which parcel reached whom, when, by which carrier, and what it held', async () => {
    const text = await textOf(await deliveryStatementPdf(await createI18n('de-DE'), DATA));
    for (const part of [
      'Liefernachweis zur Bestellung 39000101',
      'Anna Schmidt',
      'DHL',
      '00340434161094015902',
      '13. Oktober 2026',
      '15:45',
      'Zustellbasis Berlin',
      '2 × Kissenbezug Leinen',
    ])
      expect(text).toContain(part);
  });

  it('is written in the customer’s language, the Swiss carrier by its name there', async () => {
    expect(await textOf(await deliveryStatementPdf(await createI18n('fr-CH'), { ...DATA, carrier: 'swiss-post', timeZone: 'Europe/Zurich' }))).toContain('La Poste');
    expect(await textOf(await deliveryStatementPdf(await createI18n('fr-CH'), { ...DATA, timeZone: 'Europe/Zurich' }))).not.toContain('Liefernachweis');
    expect(await textOf(await deliveryStatementPdf(await createI18n('nl-NL'), { ...DATA, timeZone: 'Europe/Amsterdam' }))).not.toContain('Liefernachweis');
  });
});
