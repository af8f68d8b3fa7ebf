import type { AccountOrderView } from './order-history';

/** A customer's orders as the gateway's demo history has them: partly shipped, cancelled, delivered. */
export const ORDERS: AccountOrderView[] = [
  {
    number: '39000102',
    createdAt: '2026-11-23T09:12:00.000Z',
    total: 12_485,
    progress: 'partlyShipped',
    lines: [
      { position: 0, productName: 'Sommerkleid mit Gürtel', variantLabel: '38', quantity: 1, lineTotal: 4_999 },
      { position: 1, productName: 'Esstisch Eiche', variantLabel: '160 × 90 cm', quantity: 1, lineTotal: 6_991 },
    ],
    deliveries: [
      {
        id: 'd-39000102-1',
        status: 'shipped',
        carrier: 'dhl',
        trackingNumber: '003404341610940390001021',
        trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=003404341610940390001021',
        statementHref: '/api/account/deliveries/statement.pdf',
        shippedAt: '2026-11-25T07:00:00.000Z',
        lines: [{ position: 0, productName: 'Sommerkleid mit Gürtel', variantLabel: '38', quantity: 1 }],
        events: [
          { at: '2026-11-25T07:00:00.000Z', kind: 'handedOver', place: 'Paketzentrum Bornitz' },
          { at: '2026-11-25T13:00:00.000Z', kind: 'inTransit', place: 'Paketzentrum Börnicke' },
        ],
      },
    ],
    inPreparation: [{ position: 1, productName: 'Esstisch Eiche', variantLabel: '160 × 90 cm', quantity: 1 }],
  },
  {
    number: '39000103',
    createdAt: '2026-11-06T15:40:00.000Z',
    total: 3_494,
    progress: 'cancelled',
    lines: [{ position: 0, productName: 'Stehleuchte Arco', variantLabel: null, quantity: 1, lineTotal: 2_999 }],
    deliveries: [],
    inPreparation: [],
  },
  {
    number: '39000101',
    createdAt: '2026-10-12T08:05:00.000Z',
    total: 9_493,
    progress: 'delivered',
    lines: [
      { position: 0, productName: 'Strickpullover', variantLabel: '40', quantity: 1, lineTotal: 3_999 },
      { position: 1, productName: 'Kissenbezug Leinen', variantLabel: null, quantity: 2, lineTotal: 4_999 },
    ],
    deliveries: [
      {
        id: 'd-39000101-1',
        status: 'delivered',
        carrier: 'dhl',
        trackingNumber: '003404341610940390001011',
        trackingUrl: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=003404341610940390001011',
        statementHref: '/api/account/deliveries/statement.pdf',
        shippedAt: '2026-10-13T06:00:00.000Z',
        deliveredAt: '2026-10-15T11:20:00.000Z',
        lines: [
          { position: 0, productName: 'Strickpullover', variantLabel: '40', quantity: 1 },
          { position: 1, productName: 'Kissenbezug Leinen', variantLabel: null, quantity: 2 },
        ],
        events: [
          { at: '2026-10-13T06:00:00.000Z', kind: 'handedOver', place: 'Paketzentrum Bornitz' },
          { at: '2026-10-13T12:00:00.000Z', kind: 'inTransit', place: 'Paketzentrum Börnicke' },
          { at: '2026-10-14T16:00:00.000Z', kind: 'outForDelivery', place: 'Zustellbasis Berlin' },
          { at: '2026-10-15T11:20:00.000Z', kind: 'delivered', place: 'Zustellbasis Berlin' },
        ],
      },
    ],
    inPreparation: [],
  },
];
