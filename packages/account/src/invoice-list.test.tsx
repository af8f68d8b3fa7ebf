import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InvoiceList } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const format = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;

describe('InvoiceList', () => {
  it('lists each invoice with its date, order, amount, due day or paid, and its PDF', () => {
    const html = render(
      <InvoiceList
        currency="EUR"
        format={format}
        invoices={[
          { number: '70000004', orderNumber: '39000102', issuedOn: '2026-11-25', total: 5_594, dueOn: '2026-12-09', pdf: '/api/account/invoices/70000004.pdf' },
          { number: '70000001', orderNumber: '39000101', issuedOn: '2026-10-13', total: 8_094, pdf: '/api/account/invoices/70000001.pdf' },
        ]}
      />,
    );
    const [open, paid] = html.split('<tr>').slice(2);
    expect(open).toContain('25. November 2026');
    expect(open).toContain('55,94');
    expect(open).toContain('fällig am 9. Dezember 2026');
    expect(open).toContain('href="/api/account/invoices/70000004.pdf" download=""');
    expect(open).toContain('Rechnung 70000004 als PDF herunterladen');
    expect(paid).toContain('bezahlt');
  });
  it('says when invoices come while there is none', () => {
    expect(render(<InvoiceList currency="EUR" format={format} invoices={[]} />)).toContain('sobald es versandt ist');
  });
});
