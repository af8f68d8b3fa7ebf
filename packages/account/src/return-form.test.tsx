import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorSummary, RuleMessage } from '@vitrine/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { RefusalAlert } from './form-parts';
import { OrderHistory, ReturnForm, type ReturnFormProps } from './index';
import { ORDERS } from './order-history.fixtures';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const props = (over: Partial<ReturnFormProps> = {}): ReturnFormProps => ({
  orderNumber: '39000101',
  lines: [{ position: 1, productName: 'Kissenbezug Leinen', quantity: 2 }],
  pickupDays: ['2026-12-01', '2026-12-02'],
  action: async (state) => state,
  cancelHref: '#',
  ...over,
});

// A refusal's alert, the error summary and the rules' messages come on demand (they show only after a refusal): a synchronous render needs them first.
beforeAll(() => Promise.all([ErrorSummary.preload(), RuleMessage.preload(), RefusalAlert.preload()]).then(() => undefined));

describe('ReturnForm', () => {
  it('offers up to the returnable quantity, the reasons, and the pickup days as the date field’s bounds', () => {
    const html = render(<ReturnForm {...props()} />);
    expect(html.match(/<option value="\d+"/g)).toEqual(['<option value="0"', '<option value="1"', '<option value="2"']);
    expect(html).toContain('min="2026-12-01" max="2026-12-02"');
    expect(html).toContain('Frühestens Dienstag, 1. Dezember 2026');
    expect(html).toContain('Zu groß');
  });
  it('says a pickup problem with the earliest day and keeps the choices', () => {
    const html = render(
      <ReturnForm
        {...props({ initialState: { values: { 'quantity-1': '2', pickupOn: '2026-11-30', method: 'pickup' }, errors: { pickupOn: 'pickup-too-early' }, earliest: '2026-12-01' } })}
      />,
    );
    expect(html).toContain('frühestens drei Werktage nach heute möglich, also ab Dienstag, 1. Dezember 2026');
    expect(html).toContain('value="2026-11-30"');
    expect(html).toMatch(/<option value="2" selected=""/);
  });
  it('sits under its order in the list, in place of the order’s return link; the returns with their labels', () => {
    const withReturn = [
      {
        ...ORDERS[2]!,
        returnHref: '?return=39000101',
        returns: [{ id: 'RT-0A1B2C3D', method: 'pickup' as const, pickupOn: '2026-12-01', status: 'registered' as const, label: '/label.pdf' }],
      },
    ];
    const base = { currency: 'EUR' as const, format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const, timeZone: 'Europe/Berlin', shopHref: '/' };
    const list = render(<OrderHistory {...base} orders={withReturn} />);
    expect(list).toContain('href="?return=39000101"');
    expect(list).toContain('Rücksendung RT-0A1B2C3D');
    expect(list).toContain('Abholung am 1. Dezember 2026');
    expect(list).toContain('href="/label.pdf" download=""');
    const open = render(<OrderHistory {...base} orders={withReturn} returnForm={{ orderNumber: '39000101', form: <p>the form</p> }} registered="RT-0A1B2C3D" />);
    expect(open).toContain('<p>the form</p>');
    expect(open).not.toContain('href="?return=39000101"');
    expect(open).toContain('Ihre Rücksendung RT-0A1B2C3D ist angemeldet');
  });
});
