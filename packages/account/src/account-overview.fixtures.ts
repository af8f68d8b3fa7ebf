import type { AccountOverviewProps } from './account-overview';
import type { VoucherView } from './voucher-list';

/** A demo customer's overview: one parcel on its way, a return registered, an instalment due next. */
export const OVERVIEW: Omit<AccountOverviewProps, 'vouchers'> = {
  shipments: [
    {
      orderNumber: '39000102',
      parcel: {
        id: 'd-39000102-1',
        status: 'shipped',
        carrier: 'dhl',
        trackingNumber: '003404341610940390001021',
        trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=003404341610940390001021',
        shippedAt: '2026-11-25T07:00:00.000Z',
        lines: [{ position: 0, productName: 'Strickpullover', variantLabel: 'Grösse 38', quantity: 1 }],
        events: [
          { at: '2026-11-25T07:00:00.000Z', kind: 'handedOver', place: 'Paketzentrum Bornitz' },
          { at: '2026-11-25T13:00:00.000Z', kind: 'inTransit', place: 'Paketzentrum Börnicke' },
        ],
      },
    },
  ],
  openReturns: [
    { orderNumber: '39000101', back: { id: 'RT-3F2A9C1B', method: 'pickup', pickupOn: '2026-12-02', status: 'registered', label: '/api/account/returns/RT-3F2A9C1B/label.pdf' } },
  ],
  payments: {
    open: 16_214,
    payments: [
      { kind: 'INSTALMENT', orderNumber: '39000104', instalment: { number: 2, count: 6 }, due: '2026-11-12', amount: 2_655, open: 0, state: 'PAID' },
      { kind: 'INVOICE', orderNumber: '39000102', invoiceNumber: '70000004', due: '2026-12-09', amount: 5_594, open: 5_594, state: 'OPEN' },
    ],
  },
  currency: 'EUR',
  format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
  timeZone: 'Europe/Berlin',
  ordersHref: '/mein-konto/meine-bestellungen-und-lieferungen',
  paymentsHref: '/mein-konto/meine-buchungen',
  reloadHref: '/mein-konto/uebersicht',
};

export const VOUCHERS: { active: VoucherView[]; expired: VoucherView[] } = {
  active: [
    { code: 'HERBST10', value: 10, percent: true, minimumOrder: 0, validUntil: '2027-12-31T22:59:59.000Z', customerGroup: 'allCustomers', standing: 'active' },
    { code: 'WILLKOMMEN-ANNA', value: 1_000, percent: false, minimumOrder: 5_000, validUntil: '2026-12-20T10:00:00.000Z', customerGroup: 'personal', standing: 'active' },
  ],
  expired: [{ code: 'SOMMER15', value: 15, percent: true, minimumOrder: 0, validUntil: '2026-09-30T21:59:59.000Z', customerGroup: 'allCustomers', standing: 'expired' }],
};
