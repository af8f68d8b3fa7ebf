import type { BookingView } from './booking-ledger';
import type { MaturityView } from './open-payments';

/** A demo customer's open payments: an invoice open, a six-month plan two instalments paid, a prepayment overdue. */
export const MATURITIES: MaturityView[] = [
  { kind: 'INSTALMENT', orderNumber: '39000104', instalment: { number: 1, count: 6 }, due: '2026-10-12', amount: 2_660, open: 0, state: 'PAID' },
  { kind: 'INSTALMENT', orderNumber: '39000104', instalment: { number: 2, count: 6 }, due: '2026-11-12', amount: 2_655, open: 0, state: 'PAID' },
  { kind: 'PREPAYMENT', orderNumber: '40000012', due: '2026-11-20', amount: 8_990, open: 8_990, state: 'OVERDUE' },
  { kind: 'INSTALMENT', orderNumber: '39000104', instalment: { number: 3, count: 6 }, due: '2026-12-12', amount: 2_655, open: 2_655, state: 'OPEN' },
  { kind: 'INVOICE', orderNumber: '39000102', invoiceNumber: '70000004', due: '2026-12-09', amount: 5_594, open: 5_594, state: 'OPEN' },
  { kind: 'INSTALMENT', orderNumber: '39000104', instalment: { number: 4, count: 6 }, due: '2027-01-12', amount: 2_655, open: 2_655, state: 'OPEN' },
];

/** Its ledger, newest first, each with the balance after it. */
export const BOOKINGS: BookingView[] = [
  { id: '9', bookedOn: '2026-11-25', kind: 'INVOICE', amount: 5_594, balance: 13_559, orderNumber: '39000102', invoiceNumber: '70000004' },
  { id: '8', bookedOn: '2026-11-12', kind: 'PAYMENT', amount: 2_655, balance: 7_965, orderNumber: '39000104' },
  { id: '7', bookedOn: '2026-10-22', kind: 'PAYMENT', amount: 4_495, balance: 10_620, orderNumber: '39000105', invoiceNumber: '70000003' },
  { id: '6', bookedOn: '2026-10-20', kind: 'CREDIT', amount: 3_599, balance: 15_115, orderNumber: '39000105', invoiceNumber: '70000003', returnId: 'RT-39000105' },
  { id: '5', bookedOn: '2026-10-12', kind: 'PAYMENT', amount: 2_660, balance: 18_714, orderNumber: '39000104' },
  { id: '4', bookedOn: '2026-09-28', kind: 'INVOICE', amount: 8_094, balance: 21_374, orderNumber: '39000105', invoiceNumber: '70000003' },
  { id: '3', bookedOn: '2026-09-14', kind: 'CHARGE', amount: 620, balance: 13_280, orderNumber: '39000104' },
  { id: '2', bookedOn: '2026-09-14', kind: 'INVOICE', amount: 15_340, balance: 12_660, orderNumber: '39000104', invoiceNumber: '70000002' },
  { id: '1', bookedOn: '2026-09-01', kind: 'PAYMENT', amount: 2_680, balance: -2_680, orderNumber: '40000003' },
];
