import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderHistory, type OrderHistoryProps } from './index';
import { ORDERS } from './order-history.fixtures';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const props = (over: Partial<OrderHistoryProps> = {}): OrderHistoryProps => ({
  orders: ORDERS,
  currency: 'EUR',
  format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
  timeZone: 'Europe/Berlin',
  shopHref: '/',
  ...over,
});

describe('OrderHistory', () => {
  it('states each order’s number, day, total and where it stands', () => {
    const html = render(<OrderHistory {...props()} />);
    const [partly, cancelled, delivered] = html.split('class="vt-order"').slice(1);
    expect(partly).toContain('Bestellung 39000102 vom 23. November 2026');
    expect(partly).toContain('Teilweise versandt');
    expect(partly).toContain('124,85');
    expect(cancelled).toContain('Storniert');
    expect(cancelled).toContain('Es wurde nichts versandt');
    expect(cancelled).not.toContain('Lieferungen');
    expect(delivered).toContain('Zugestellt am 15. Oktober 2026');
  });
  it('shows a parcel’s carrier, tracking number and page, its scans in the shop’s time, and what is still prepared', () => {
    const html = render(<OrderHistory {...props()} />);
    const partly = html.split('class="vt-order"')[1]!;
    expect(partly).toContain('Paket 1 mit DHL');
    expect(partly).toContain('Sendungsnummer 003404341610940390001021');
    expect(partly).toContain('href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=003404341610940390001021"');
    expect(partly).toContain('rel="noopener noreferrer"');
    // 07:00 UTC is 08:00 in Berlin.
    expect(partly).toMatch(/25\. November(,| um) 08:00/);
    expect(partly.split('In Vorbereitung')[1]).toContain('Esstisch Eiche');
  });
  it('writes days and times in the shop’s own time zone (a scan at 23:30 UTC is the next day in Zurich)', () => {
    const late = { ...ORDERS[0]!, createdAt: '2026-11-22T23:30:00.000Z' };
    expect(render(<OrderHistory {...props({ orders: [late], timeZone: 'Europe/Zurich' })} />)).toContain('vom 23. November 2026');
    expect(render(<OrderHistory {...props({ orders: [late], timeZone: 'UTC' })} />)).toContain('vom 22. November 2026');
  });
  it('leads a customer without orders to the shop, and to older orders by a link', () => {
    expect(render(<OrderHistory {...props({ orders: [] })} />)).toContain('noch nichts bestellt');
    expect(render(<OrderHistory {...props({ moreHref: '?after=39000101' })} />)).toContain('href="?after=39000101"');
  });
});
