import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OVERVIEW, VOUCHERS } from './account-overview.fixtures';
import { AccountOverview, VoucherList } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const tabHref = { active: '?', expired: '?gutscheine=abgelaufen' };

describe('AccountOverview', () => {
  it('shows the parcel on its way with its order, the open return, and what is due next', () => {
    const html = render(<AccountOverview {...OVERVIEW} vouchers={null} />);
    expect(html).toContain('Bestellung 39000102');
    expect(html).toContain('Sendung bei DHL verfolgen');
    expect(html).toContain('Rücksendung RT-3F2A9C1B');
    expect(html).toContain('Abholung am 2. Dezember 2026');
    expect(html).toContain('Noch zu zahlen: 162,14');
    expect(html).toContain('Als Nächstes fällig am 9. Dezember 2026: 55,94');
    expect(html).not.toContain('Premium');
  });
  it('says when nothing is on its way or open, and asks for a reload when payments could not be loaded; premium where offered', () => {
    const empty = render(<AccountOverview {...OVERVIEW} shipments={[]} openReturns={[]} payments={{ open: 0, payments: [] }} premiumUntil={null} vouchers={null} />);
    expect(empty).toContain('Gerade ist kein Paket zu Ihnen unterwegs.');
    expect(empty).toContain('keine offenen Rücksendungen');
    expect(empty).toContain('keine offenen Zahlungen');
    expect(empty).toContain('Sie sind kein Premium-Mitglied');
    expect(render(<AccountOverview {...OVERVIEW} payments={undefined} premiumUntil="2027-05-31" vouchers={null} />)).toMatch(
      /role="alert"[\s\S]*Premium-Mitglied bis 31\. Mai 2027/,
    );
  });
});

describe('VoucherList', () => {
  it('lists the tab’s vouchers with value, end, group and the minimum after a return; the current tab marked', () => {
    const html = render(<VoucherList {...VOUCHERS} tab="active" tabHref={tabHref} currency="EUR" format={OVERVIEW.format} timeZone="Europe/Berlin" />);
    expect(html).toContain('aria-current="page">Aktiv (2)');
    expect(html).toContain('Abgelaufen (1)');
    expect(html).toContain('10 % Rabatt');
    expect(html).toContain('Gültig bis 31. Dezember 2027');
    expect(html).toContain('Für alle Kundinnen und Kunden');
    expect(html).toContain('Nur für Sie');
    expect(html).toMatch(/Mindestbestellwert 50,00.€, der auch nach einer Rücksendung erreicht sein muss/);
    expect(html).not.toContain('SOMMER15');
  });
  it('shows the expired tab, a used voucher, and the spec’s texts when a tab is empty', () => {
    const expired = render(<VoucherList {...VOUCHERS} tab="expired" tabHref={tabHref} currency="EUR" format={OVERVIEW.format} timeZone="Europe/Berlin" />);
    expect(expired).toContain('Abgelaufen am 30. September 2026');
    expect(
      render(
        <VoucherList
          active={[]}
          expired={[{ ...VOUCHERS.active[1]!, standing: 'used' }]}
          tab="expired"
          tabHref={tabHref}
          currency="EUR"
          format={OVERVIEW.format}
          timeZone="Europe/Berlin"
        />,
      ),
    ).toContain('Eingelöst');
    expect(render(<VoucherList active={[]} expired={[]} tab="active" tabHref={tabHref} currency="EUR" format={OVERVIEW.format} timeZone="Europe/Berlin" />)).toContain(
      'Sie haben zurzeit keine aktiven Gutscheine.',
    );
    expect(render(<VoucherList active={[]} expired={[]} tab="expired" tabHref={tabHref} currency="EUR" format={OVERVIEW.format} timeZone="Europe/Berlin" />)).toContain(
      'Sie haben keine abgelaufenen Gutscheine.',
    );
  });
});
