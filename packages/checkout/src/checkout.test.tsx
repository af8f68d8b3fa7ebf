import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { calculateInstalments } from '@vitrine/instalment-math';
import { formatMoney } from '@vitrine/pricing';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorSummary, RuleMessage } from '@vitrine/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckoutFormErrors } from './form-parts';
import { CheckoutRefusalAlert } from './refusal-alert-on-demand';
import { addresses, euro, franc, lines, methods, offers, pause, pausedPlans, plans, rateProtectionOffer, rateProtectionPlan, totals } from './checkout.fixtures';
import {
  CheckAndOrderView,
  CheckoutSteps,
  DeliveryForm,
  formatDay,
  formatRate,
  InstalmentCalculator,
  InstalmentPlanTable,
  NoOrderNotice,
  OrderSummary,
  PaymentForm,
  PaylinkView,
  PremiumForm,
  RateProtectionForm,
  VoucherBox,
} from './index';

const i18n = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });
const render = (node: ReactNode, locale = 'de-DE') => renderToStaticMarkup(<I18nProvider i18n={i18n(locale)}>{node}</I18nProvider>);
const keep = async <S,>(state: S) => state;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \t\n]+/g, ' ');

// A refusal's alert, the error summary and the rules' messages come on demand (they show only after a refusal): a synchronous render needs them first.
beforeAll(() => Promise.all([ErrorSummary.preload(), RuleMessage.preload(), CheckoutRefusalAlert.preload(), CheckoutFormErrors.preload()]).then(() => undefined));

describe('CheckoutSteps', () => {
  it('marks the current step, links the steps before and says "Schritt 3 von 4"', () => {
    const html = render(<CheckoutSteps current="payment" hrefs={{ login: '/l', delivery: '/d', payment: '/p', check: '/c' }} />);
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('href="/l"');
    expect(html).toContain('href="/d"');
    expect(html).not.toContain('href="/p"');
    expect(html).not.toContain('href="/c"');
    expect(text(html)).toContain('(Schritt 3 von 4)');
  });
});

describe('DeliveryForm', () => {
  it('offers the book’s addresses, a new one and the options with their price and dates', () => {
    const html = render(<DeliveryForm addresses={addresses} offers={offers} countries={['DE']} currency="EUR" format={euro} action={keep} searchAction="/d" />);
    expect(html.match(/name="address"/g)).toHaveLength(3);
    expect(html).toMatch(/<input type="radio"[^>]*checked="" value="a-1"\/>/);
    expect(text(html)).toContain('Standardversand');
    expect(text(html)).toContain('kostenlos');
    expect(text(html)).toContain(formatMoney(1495, 'EUR', euro));
    expect(text(html)).toContain(`zwischen ${formatDay('de-DE', '2026-11-25')} und ${formatDay('de-DE', '2026-11-27')}`);
    // One country: no choice, a hidden field; the parcel-shop search is a form of its own.
    expect(html).toContain('<input type="hidden" name="country" value="DE"/>');
    expect(html).toContain('form="parcel-shop-search"');
    expect(html).toContain('<form id="parcel-shop-search" action="/d" method="get">');
  });
  it('keeps what was typed and shows each field’s message', () => {
    const html = render(
      <DeliveryForm
        addresses={[]}
        offers={offers}
        countries={['CH', 'LI']}
        currency="CHF"
        format={franc}
        action={keep}
        searchAction="/d"
        initialState={{
          values: { address: 'new', firstName: 'L4ura', postalCode: '123', country: 'LI' },
          errors: { firstName: 'no-special-characters-or-numbers', postalCode: 'postal-code-invalid' },
        }}
      />,
    );
    expect(html).toContain('value="L4ura"');
    expect(text(html)).toContain('Sonderzeichen und Zahlen sind nicht erlaubt.');
    expect(text(html)).toContain('Die Postleitzahl ist nicht gültig.');
    expect(html).toMatch(/<option value="LI" selected="">/);
  });
});

describe('PaymentForm and the plan', () => {
  it('shows every figure of the chosen plan as @vitrine/instalment-math computes it', () => {
    const html = render(
      <PaymentForm
        offers={methods}
        plans={plans}
        pausedPlans={pausedPlans}
        pause={pause}
        currency="EUR"
        format={euro}
        action={keep}
        chosen={{ method: 'instalments', instalmentCount: 12 }}
      />,
    );
    // shop-de's terms (the fixtures): 0.65 % of the base price a month.
    const plan = calculateInstalments({ basePrice: 24898, count: 12, monthlyInterestFactor: 0.0065 });
    expect(plan.interest).toBeGreaterThan(0);
    for (const amount of [plan.firstInstalment, plan.monthlyInstalment, plan.lastInstalment, plan.overallPrice]) expect(text(html)).toContain(formatMoney(amount, 'EUR', euro));
    expect(text(html)).toContain(`12 Monatsraten à ${formatMoney(plan.monthlyInstalment, 'EUR', euro)}`);
    expect(text(html)).toContain(`Zinsen ${formatMoney(plan.interest, 'EUR', euro)}`);
    expect(text(html)).toContain(`Gesamtbetrag ${formatMoney(plan.overallPrice, 'EUR', euro)}`);
    expect(text(html)).toMatch(new RegExp(`Effektiver Jahreszins ${plan.effectiveAnnualRate.toFixed(2).replace('.', ',')}\\s%`));
    expect(text(html)).toContain(`Aufschlag von ${formatMoney(871, 'EUR', euro)} (3,5 % des Warenwerts)`);
  });
  it('shows an impossible method disabled, with the reason', () => {
    const html = render(
      <PaymentForm
        offers={[{ method: 'invoice', unavailable: 'above-invoice-limit' }, { method: 'prepayment' }]}
        plans={[]}
        pausedPlans={[]}
        currency="EUR"
        format={euro}
        action={keep}
      />,
    );
    expect(html).toMatch(/<input type="radio"[^>]*disabled=""[^>]*value="invoice"\/>/);
    expect(text(html)).toContain('Für diesen Bestellwert ist Rechnungskauf nicht möglich.');
    expect(html).toMatch(/<input type="radio"[^>]*checked="" value="prepayment"\/>/);
  });
  it('writes the rate and the factors as percentages of the locale', () => {
    const plan = calculateInstalments({ basePrice: 100_000, count: 12, monthlyInterestFactor: 0.0079, pauseMonths: 3, pauseSurchargePercent: 3.5 });
    const html = render(<InstalmentPlanTable plan={plan} currency="CHF" format={franc} />, 'fr-CH');
    expect(text(html)).toContain(new Intl.NumberFormat('fr-CH', { style: 'percent', minimumFractionDigits: 2 }).format(plan.effectiveAnnualRate / 100));
    expect(formatRate('de-CH', 810)).toMatch(/^8\.1\s?%$/);
    expect(formatRate('de-DE', 1900)).toMatch(/^19\s%$/);
  });
});

describe('check and order', () => {
  it('lists what will be charged with the VAT, the legal links, and the button that states the obligation to pay', () => {
    const html = render(
      <CheckAndOrderView
        address={addresses[0]!}
        delivery={{ option: 'standard', earliest: '2026-11-25', latest: '2026-11-27' }}
        payment={{ method: 'invoice' }}
        lines={lines}
        totals={totals}
        currency="EUR"
        format={euro}
        hrefs={{ changeDelivery: '/cd', changePayment: '/cp', basket: '/b', terms: '/agb', revocation: '/widerruf', privacy: '/datenschutz' }}
        action="/kasse"
        attempt="attempt-0001"
      />,
    );
    expect(html).toContain('<input type="hidden" name="attempt" value="attempt-0001"/>');
    expect(html).toContain(`<input type="hidden" name="expectedTotal" value="${totals.total}"/>`);
    expect(text(html)).toContain('Zahlungspflichtig bestellen');
    expect(text(html)).toContain(`darin enthaltene MwSt. (${formatRate('de-DE', 1900)}) ${formatMoney(3975, 'EUR', euro)}`);
    for (const href of ['/agb', '/widerruf', '/datenschutz', '/cd', '/cp', '/b']) expect(html).toContain(`href="${href}"`);
  });
  it('the summary leaves out what is zero and writes free shipping as such', () => {
    const html = render(<OrderSummary lines={lines} totals={{ ...totals, discount: 0, paymentSurcharge: 0 }} currency="EUR" format={euro} />);
    expect(text(html)).not.toContain('Gutschein');
    expect(text(html)).toContain('Versand kostenlos');
  });
  it('the no-order notice says why and that the basket is as it was', () => {
    const html = render(<NoOrderNotice reason="not-enough-stock" basketHref="/b" checkoutHref="/c" serviceHref="/s" />);
    expect(text(html)).toContain('nicht mehr in der gewünschten Menge verfügbar');
    expect(text(html)).toContain('Ihr Warenkorb ist unverändert.');
  });
});

describe('VoucherBox', () => {
  it('keeps a refused code and says why; an applied voucher shows what it takes off and can be removed', () => {
    const refused = render(<VoucherBox refused={{ code: 'HERBST10', reason: 'used-today' }} applyAction="/v" removeAction="/r" currency="EUR" format={euro} />);
    expect(refused).toContain('value="HERBST10"');
    expect(refused).toContain('aria-invalid="true"');
    expect(text(refused)).toContain('Er gilt einmal pro Tag.');
    const applied = render(<VoucherBox applied={{ code: 'WILLKOMMEN-ANNA', discount: 1000 }} applyAction="/v" removeAction="/r" currency="EUR" format={euro} />);
    expect(text(applied)).toContain(`Gutschein WILLKOMMEN-ANNA: −${formatMoney(1000, 'EUR', euro)}`);
    expect(applied).toContain('action="/r"');
  });
});

describe('PremiumForm', () => {
  it('offers the membership with its price and end; to a member, the renewal from the end', () => {
    const offer = render(
      <PremiumForm offer={{ price: 2990, months: 12, memberUntil: null, renewsUntil: '2027-11-23' }} chosen={false} action="/p" currency="CHF" format={franc} />,
      'de-CH',
    );
    expect(text(offer)).toContain('Ja, Premium-Mitglied für 12 Monate');
    expect(text(offer)).toContain('Gültig bis 23. November 2027');
    expect(text(offer)).toContain(formatMoney(2990, 'CHF', franc));
    expect(offer).toMatch(/<input type="radio" name="premium" checked="" value="0"\/>/);
    const member = render(
      <PremiumForm offer={{ price: 2990, months: 12, memberUntil: '2027-03-31', renewsUntil: '2028-03-31' }} chosen action="/p" currency="CHF" format={franc} />,
      'de-CH',
    );
    expect(text(member)).toContain('Sie sind Premium-Mitglied bis 31. März 2027');
    expect(text(member)).toContain('Ja, um 12 Monate verlängern');
  });
});

describe('RateProtectionForm', () => {
  const money = (amount: number) => formatMoney(amount, 'EUR', euro);
  it('states the premium per month, over the term and as a share of the instalment, and asks for the consent', () => {
    const html = text(render(<RateProtectionForm offer={rateProtectionOffer} plan={rateProtectionPlan} currency="EUR" format={euro} action={keep} />));
    expect(html).toContain(`${money(rateProtectionOffer.monthlyPremium)} monatlich zu jeder Rate von ${money(rateProtectionPlan.monthlyInstalment)} (5,9 % der Monatsrate)`);
    expect(html).toContain(`insgesamt ${money(rateProtectionOffer.totalPremium)} bei 12 Raten`);
    expect(html).toContain('Produktinformationsblatt');
    // Nothing chosen for the shopper: neither radio is checked, the customer's birth date is the default.
    expect(render(<RateProtectionForm offer={rateProtectionOffer} plan={rateProtectionPlan} currency="EUR" format={euro} action={keep} />)).not.toContain('checked');
    expect(html).not.toContain('Versichert:');
  });
  it('says what an age problem means and what changed on the update page', () => {
    const tooOld = text(
      render(
        <RateProtectionForm
          offer={rateProtectionOffer}
          plan={rateProtectionPlan}
          currency="EUR"
          format={euro}
          action={keep}
          initialState={{ values: { protect: '1', birthDate: '1958-01-01', occupation: 'employed' }, errors: {}, refused: 'age-too-old' }}
        />,
      ),
    );
    expect(tooOld).toContain('höchstens 67 Jahre alt sind');
    expect(tooOld).toContain('Versichert: Tod, Arbeitsunfähigkeit, Arbeitslosigkeit');
    const update = text(
      render(
        <RateProtectionForm
          offer={rateProtectionOffer}
          plan={rateProtectionPlan}
          mode="update"
          chosen={{
            birthDate: '1985-04-12',
            occupation: 'retired',
            monthlyPremium: rateProtectionOffer.monthlyPremium,
            totalPremium: 0,
            confirmedMonthlyPremium: 112,
            needsConfirmation: true,
          }}
          currency="EUR"
          format={euro}
          action={keep}
        />,
      ),
    );
    expect(update).toContain(`kostet jetzt ${money(rateProtectionOffer.monthlyPremium)} statt ${money(112)} monatlich`);
    expect(update).toContain('Versichert: Tod');
    expect(update).not.toContain('Arbeitslosigkeit,');
  });
});

describe('PaylinkView', () => {
  const link = {
    reference: '40000123',
    amount: 12450,
    status: 'open' as const,
    expiresAt: '2026-12-23T09:00:00.000Z',
    methods: ['creditCard', 'twint', 'prepayment'] as const,
    bankTransferReference: 'VITRINE 40000123',
  };
  const view = (props: Partial<Parameters<typeof PaylinkView>[0]>) =>
    text(render(<PaylinkView link={link} currency="CHF" format={franc} action="/paylink" serviceHref="/service-hilfe" {...props} />, 'de-CH'));
  it('offers the shop’s methods for the open amount, and the bank transfer’s reference when chosen', () => {
    const open = view({});
    expect(open).toContain('124.50\u00a0CHF');
    expect(open).toContain('Auftrag 40000123');
    expect(open).toContain('bis zum 23. Dezember 2026');
    expect(open).toContain('TWINT');
    expect(open).not.toContain('VITRINE 40000123');
    expect(view({ transfer: true })).toContain('VITRINE 40000123');
  });
  it('says what a paid, expired or unknown link means, without a form', () => {
    expect(view({ link: { ...link, status: 'paid', paidAt: '2026-11-24T10:00:00.000Z' } })).toContain('am 24. November 2026 bezahlt');
    expect(view({ link: { ...link, status: 'expired' } })).toContain('abgelaufen');
    expect(view({ link: null })).toContain('ungültig');
    expect(render(<PaylinkView link={null} currency="CHF" format={franc} action="/paylink" serviceHref="/s" />)).not.toContain('<form');
  });
});

describe('InstalmentCalculator', () => {
  const calculation = { basePrice: 24898, notice: null, minBasePrice: 10000, maxBasePrice: 1000000, plans, pausedPlans, pause };
  const view = (initial: Parameters<typeof InstalmentCalculator>[0]['initial']) =>
    text(render(<InstalmentCalculator basePrice={24898} currency="EUR" format={euro} initial={initial} calculate={async () => null} />));
  it('lists every count with its monthly instalment and the chosen plan’s figures', () => {
    const html = view(calculation);
    const money = (amount: number) => formatMoney(amount, 'EUR', euro);
    for (const plan of plans) expect(html).toContain(`${plan.count} Monatsraten à ${money(plan.monthlyInstalment)}`);
    expect(html).toContain(money(plans[1]!.overallPrice));
    expect(html).toContain('Mit Zahlpause: erst in 3 Monaten zahlen');
  });
  it('says why the amount was corrected, and that the calculation is unavailable when the gateway fails', () => {
    expect(view({ ...calculation, basePrice: 10000, notice: 'raised-to-minimum' })).toContain('Ratenzahlung ist ab 100,00\u00a0€ möglich: Wir haben mit 100,00\u00a0€ gerechnet.');
    expect(view(null)).toContain('Die Ratenberechnung ist aus technischen Gründen gerade nicht möglich.');
  });
});
