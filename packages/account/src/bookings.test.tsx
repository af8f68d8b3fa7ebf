import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BOOKINGS, MATURITIES } from './bookings.fixtures';
import { BookingLedger, OpenPayments } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const format = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;

describe('OpenPayments', () => {
  it('lists each payment by due day with what it is for, its amount, what is open and its state in words', () => {
    const html = render(<OpenPayments payments={MATURITIES} open={22_549} currency="EUR" format={format} reloadHref="/x" />);
    expect(html).toContain('Noch zu zahlen: 225,49');
    const rows = html.split('<tr class="vt-maturity').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toContain('12. Oktober 2026');
    expect(rows[0]).toContain('Rate 1 von 6 zu Bestellung 39000104');
    expect(rows[0]).toContain('bezahlt');
    expect(rows[2]).toContain('Vorkasse für Bestellung 40000012');
    expect(rows[2]).toContain('überfällig');
    expect(rows[4]).toContain('Rechnung 70000004 zu Bestellung 39000102');
    expect(rows[4]).toContain('offen');
  });
  it('leaves paid instalments out for the payment dates; says when nothing is open; asks for a reload when they could not be loaded', () => {
    const dates = render(<OpenPayments payments={MATURITIES} open={22_549} showPaid={false} currency="EUR" format={format} reloadHref="/x" />);
    expect(dates.split('<tr class="vt-maturity').slice(1)).toHaveLength(4);
    expect(render(<OpenPayments payments={[]} open={0} currency="EUR" format={format} reloadHref="/x" />)).toContain('keine offenen Zahlungen');
    const failed = render(<OpenPayments payments={undefined} open={0} currency="EUR" format={format} reloadHref="/mein-konto/meine-buchungen" />);
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('href="/mein-konto/meine-buchungen"');
  });
});

describe('BookingLedger', () => {
  it('books debits and credits in their columns with the balance after each, and says the balance in words', () => {
    const html = render(<BookingLedger entries={BOOKINGS} balance={13_559} count={BOOKINGS.length} currency="EUR" format={format} />);
    expect(html).toContain('Ihr Kontostand: 135,59 € offen'.replace(' €', '\u00a0€'));
    const rows = html.split('<tr>').slice(2);
    expect(rows[0]).toMatch(/Rechnung 70000004<\/th><td class="vt-amount">55,94.€<\/td><td class="vt-amount"><\/td><td class="vt-amount">135,59.€/);
    expect(rows[3]).toMatch(/Gutschrift für Rücksendung RT-39000105<\/th><td class="vt-amount"><\/td><td class="vt-amount">35,99.€/);
    expect(rows[6]).toContain('Zinsen und Gebühren zu Bestellung 39000104');
    expect(rows[8]).toContain('-26,80');
  });
  it('says a credit and a balanced account in words; links to every booking when more exist', () => {
    expect(render(<BookingLedger entries={[]} balance={-2_680} count={0} currency="EUR" format={format} />)).toContain('Guthaben');
    expect(render(<BookingLedger entries={[]} balance={0} count={0} currency="EUR" format={format} />)).toContain('ausgeglichen');
    expect(render(<BookingLedger entries={BOOKINGS.slice(0, 2)} balance={1} count={9} allHref="?alle=1" currency="EUR" format={format} />)).toContain('Alle 9 Buchungen anzeigen');
  });
});
