import { calculateInstalments } from '@vitrine/instalment-math';
import { orderTotals, vatContained } from '@vitrine/pricing';
import { baseTenant } from '@vitrine/tenant-base';
import { chTenant } from '@vitrine/tenant-ch';
import { nlTenant } from '@vitrine/tenant-nl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway, testSession as anySession } from './harness';

let gateway: TestGateway;
// Monday 23 Nov 2026, 10:00 in Berlin and Zurich.
const clock = { now: () => new Date('2026-11-23T09:00:00Z') };
beforeAll(async () => {
  gateway = await startTestGateway({ products: 60, clock });
});
afterAll(() => gateway.close());

/** A session token issued at the gateway's time. */
const testSession = (db: TestGateway['db'], claims: Parameters<typeof anySession>[1]) => anySession(db, { iat: Math.floor(clock.now().getTime() / 1000), ...claims });

const gql = (query: string, variables: Record<string, unknown>, token?: string, tenant = 'base') =>
  graphql(gateway.base, query, variables, {
    headers: { 'x-vitrine-tenant': tenant, 'x-vitrine-visitor': 'checkout-visitor-01', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const CHECKOUT_FIELDS = `id currency missing address { id city } deliveryOption paymentMethod paymentPause instalmentCount instalmentCounts
  addresses { id postalCode } deliveryOptions { option price earliest latest } paymentMethods { method unavailable }
  paymentPauseOffer { months surchargePercent surcharge }
  instalmentPlan { basePrice count firstInstalment monthlyInstalment lastInstalment surcharge overallPrice effectiveAnnualRate }
  totals { goods shipping paymentSurcharge discount fees total vat { rate amount } } basket { count lines { variantSku quantity lineTotal } }`;
const READ = `query($locale: String!) { checkout(locale: $locale) { ${CHECKOUT_FIELDS} } }`;
const UPDATE = `__typename ... on Checkout { ${CHECKOUT_FIELDS} } ... on CheckoutRefused { reason problems { field code } }`;
const DELIVERY = `mutation($input: DeliveryInput!) { setDelivery(input: $input) { ${UPDATE} } }`;
const PAYMENT = `mutation($input: PaymentInput!) { setPayment(input: $input) { ${UPDATE} } }`;
const PLACE = `mutation($attempt: ID!, $total: Int!, $locale: String!) { placeOrder(attempt: $attempt, expectedTotal: $total, locale: $locale) {
  __typename ... on OrderRefused { reason } ... on Order { number status totals { total discount } lines { variantSku quantity } prepayment { amount bankTransferReference } } } }`;
const ADD = `mutation($sku: ID!, $q: Int!) { addToBasket(variantSku: $sku, quantity: $q) { __typename } }`;

/** A variant of a parcel product (not freight) with at least `stock` pieces, and its price. */
async function parcelVariant(minStock = 5, minChf = 0) {
  const [row] = await gateway.db.query<{ sku: string; stock: number }>(
    `select v.sku, v.stock from variants v join products p on p.sku = v.product_sku join prices r on r.product_sku = p.sku and r.currency = 'CHF'
     where v.stock >= $1 and p.category_key like 'mode-%' and r.amount >= $2 order by v.sku limit 1`,
    [minStock, minChf],
  );
  return row!;
}

async function customerWithBasket(customer: string, tenant = 'base', lines: { sku: string; q: number }[]) {
  const { token } = await testSession(gateway.db, { tenant, customer });
  await gateway.db.query('delete from basket_lines where owner = $1', [`customer:${customer}`]);
  await gateway.db.query('delete from checkouts where customer_id = $1', [customer]);
  for (const line of lines) expect((await gql(ADD, line, token, tenant)).body.data!.addToBasket.__typename).toBe('Basket');
  return token;
}

describe('the checkout', () => {
  it('is a logged-in customer’s: a guest and a soft login get none, and cannot order', async () => {
    expect((await gql(READ, { locale: 'de-DE' })).body.data!.checkout).toBeNull();
    const soft = (await testSession(gateway.db, { customer: 'c-de-0002', type: 1 })).token;
    expect((await gql(READ, { locale: 'de-DE' }, soft)).body.data!.checkout).toBeNull();
    expect((await gql(PLACE, { attempt: 'attempt-soft-0001', total: 0, locale: 'de-DE' }, soft)).body.data!.placeOrder).toEqual({
      __typename: 'OrderRefused',
      reason: 'LOGIN_REQUIRED',
    });
    expect((await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0002', option: 'STANDARD' } }, soft)).body.errors![0]!.extensions).toMatchObject({
      reason: 'login-required',
    });
  });

  it('offers the delivery options with prices and dates in the tenant’s time zone, free from the threshold', async () => {
    const v = await parcelVariant();
    const token = await customerWithBasket('c-de-0001', 'base', [{ sku: v.sku, q: 1 }]);
    const checkout = (await gql(READ, { locale: 'de-DE' }, token)).body.data!.checkout;
    expect(checkout.missing).toEqual(['DELIVERY', 'PAYMENT']);
    expect(checkout.addresses).toEqual([{ id: 'a-de-0001', postalCode: '10115' }]);
    const goods = checkout.totals.goods as number;
    const free = goods >= baseTenant.order.freeShippingFrom;
    expect(checkout.deliveryOptions).toEqual([
      { option: 'STANDARD', price: free ? 0 : 595, earliest: '2026-11-25', latest: '2026-11-27' },
      { option: 'EXPRESS', price: 1_495, earliest: '2026-11-24', latest: '2026-11-24' },
      { option: 'PARCEL_SHOP', price: free ? 0 : 495, earliest: '2026-11-25', latest: '2026-11-27' },
    ]);
    expect(checkout.totals.shipping).toBe(0);
  });

  it('sends sofas by freight only', async () => {
    const [sofa] = await gateway.db.query<{ sku: string }>(
      `select v.sku from variants v join products p on p.sku = v.product_sku where p.category_key = 'moebel-sofas' and v.stock > 0 order by v.sku limit 1`,
    );
    const token = await customerWithBasket('c-de-0001', 'base', [{ sku: sofa!.sku, q: 1 }]);
    const checkout = (await gql(READ, { locale: 'de-DE' }, token)).body.data!.checkout;
    expect(checkout.deliveryOptions.map((o: { option: string }) => o.option)).toEqual(['FREIGHT']);
    const refused = (await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'STANDARD' } }, token)).body.data!.setDelivery;
    expect(refused).toEqual({ __typename: 'CheckoutRefused', reason: 'OPTION_UNAVAILABLE', problems: [] });
  });

  it('the basket promises the shipping the checkout then charges: a sofa by freight in every shop, parcels free from the threshold, what is missing below it', async () => {
    const SHIPPING = `query($locale: String!, $currency: Currency!) { basket(locale: $locale, currency: $currency) { subtotal shipping { method cost freeFrom missingForFree } } }`;
    const ADDED = `mutation($sku: ID!, $q: Int!) { addToBasket(variantSku: $sku, quantity: $q) { ... on Basket { shipping { method cost } } } }`;
    const [sofa] = await gateway.db.query<{ sku: string }>(
      `select v.sku from variants v join products p on p.sku = v.product_sku where p.category_key = 'moebel-sofas' and v.stock > 3 order by v.sku limit 1`,
    );
    const shops = [
      { tenant: 'base', customer: 'c-de-0002', address: 'a-de-0002', locale: 'de-DE', currency: 'EUR', config: baseTenant },
      { tenant: 'ch', customer: 'c-ch-0002', address: 'a-ch-0002', locale: 'fr-CH', currency: 'CHF', config: chTenant },
      { tenant: 'nl', customer: 'c-nl-0001', address: 'a-nl-0001', locale: 'nl-NL', currency: 'EUR', config: nlTenant },
    ];
    for (const shop of shops) {
      const { order } = shop.config;
      // A sofa: by freight, at the freight's price, however much the goods are worth.
      let token = await customerWithBasket(shop.customer, shop.tenant, [{ sku: sofa!.sku, q: 1 }]);
      const basket = (await gql(SHIPPING, { locale: shop.locale, currency: shop.currency }, token, shop.tenant)).body.data!.basket;
      expect(basket.subtotal, shop.tenant).toBeGreaterThan(order.freeShippingFrom);
      expect(basket.shipping, shop.tenant).toEqual({ method: 'FREIGHT', cost: order.delivery.freight.price, freeFrom: order.freeShippingFrom, missingForFree: 0 });
      // The mutation's answer (read without a currency) says the same.
      expect((await gql(ADDED, { sku: sofa!.sku, q: 1 }, token, shop.tenant)).body.data!.addToBasket.shipping).toEqual({ method: 'FREIGHT', cost: order.delivery.freight.price });
      const freight = (await gql(DELIVERY, { input: { locale: shop.locale, addressId: shop.address, option: 'FREIGHT' } }, token, shop.tenant)).body.data!.setDelivery;
      expect(freight.totals.shipping, shop.tenant).toBe(order.delivery.freight.price);
      // One piece of clothing below the threshold: the standard price, and what is missing.
      const v = await parcelVariant(3);
      token = await customerWithBasket(shop.customer, shop.tenant, [{ sku: v.sku, q: 1 }]);
      const small = (await gql(SHIPPING, { locale: shop.locale, currency: shop.currency }, token, shop.tenant)).body.data!.basket;
      const below = small.subtotal < order.freeShippingFrom;
      expect(small.shipping, shop.tenant).toEqual({
        method: 'PARCEL',
        cost: below ? order.delivery.standard.price : 0,
        freeFrom: order.freeShippingFrom,
        missingForFree: below ? order.freeShippingFrom - small.subtotal : 0,
      });
      const standard = (await gql(DELIVERY, { input: { locale: shop.locale, addressId: shop.address, option: 'STANDARD' } }, token, shop.tenant)).body.data!.setDelivery;
      expect(standard.totals.shipping, shop.tenant).toBe(small.shipping.cost);
    }
    // A premium member (Laura, shop-ch, until 2027-03-31) has parcels free below the threshold; freight still costs.
    const v = await parcelVariant(3);
    const laura = await customerWithBasket('c-ch-0001', 'ch', [{ sku: v.sku, q: 1 }]);
    expect((await gql(SHIPPING, { locale: 'de-CH', currency: 'CHF' }, laura, 'ch')).body.data!.basket.shipping).toMatchObject({ method: 'PARCEL', cost: 0, missingForFree: 0 });
  });

  it('checks a new address with the shop’s rules and saves it to the book; refuses another customer’s address and a country it does not serve', async () => {
    const v = await parcelVariant();
    const token = await customerWithBasket('c-ch-0001', 'ch', [{ sku: v.sku, q: 1 }]);
    const address = { salutation: 'FEMALE', firstName: 'Laura', lastName: 'Meier', street: 'Städtle', houseNumber: '1', postalCode: '1234', city: 'Vaduz', country: 'LI' };
    const bad = (await gql(DELIVERY, { input: { locale: 'de-CH', newAddress: { ...address, firstName: 'L4ura', street: '' }, option: 'STANDARD' } }, token, 'ch')).body.data!
      .setDelivery;
    expect(bad).toEqual({
      __typename: 'CheckoutRefused',
      reason: 'ADDRESS_INVALID',
      problems: [
        { field: 'FIRST_NAME', code: 'NO_SPECIAL_CHARACTERS_OR_NUMBERS' },
        { field: 'STREET', code: 'REQUIRED' },
        { field: 'POSTAL_CODE', code: 'POSTAL_CODE_INVALID' },
      ],
    });
    expect(
      (await gql(DELIVERY, { input: { locale: 'de-CH', newAddress: { ...address, country: 'DE', postalCode: '10115' }, option: 'STANDARD' } }, token, 'ch')).body.data!.setDelivery
        .reason,
    ).toBe('COUNTRY_NOT_SERVED');
    expect((await gql(DELIVERY, { input: { locale: 'de-CH', addressId: 'a-de-0001', option: 'STANDARD' } }, token, 'ch')).body.data!.setDelivery.reason).toBe('UNKNOWN_ADDRESS');
    const ok = (await gql(DELIVERY, { input: { locale: 'de-CH', newAddress: { ...address, postalCode: '9490' }, option: 'STANDARD' } }, token, 'ch')).body.data!.setDelivery;
    expect(ok.__typename).toBe('Checkout');
    expect(ok.address.city).toBe('Vaduz');
    expect(ok.addresses.map((a: { postalCode: string }) => a.postalCode).sort()).toEqual(['8001', '9490']);
    expect(ok.missing).toEqual(['PAYMENT']);
    const [{ n }] = (await gateway.db.query<{ n: number }>(`select count(*)::int as n from addresses where customer_id = 'c-ch-0001'`)) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('needs a parcel shop of the tenant’s countries for the parcel-shop option', async () => {
    const v = await parcelVariant();
    const token = await customerWithBasket('c-de-0001', 'base', [{ sku: v.sku, q: 1 }]);
    expect((await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'PARCEL_SHOP' } }, token)).body.data!.setDelivery.reason).toBe('PARCEL_SHOP_REQUIRED');
    const shops = (await gql(`query { checkout(locale: "de-DE") { parcelShops(near: "10115") { id country distanceMeters } } }`, {}, token)).body.data!.checkout.parcelShops;
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((s: { country: string }) => s.country === 'DE')).toBe(true);
    const [swiss] = await gateway.db.query<{ id: string }>(`select id from parcel_shops where country = 'CH' limit 1`);
    expect((await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'PARCEL_SHOP', parcelShopId: swiss!.id } }, token)).body.data!.setDelivery.reason).toBe(
      'UNKNOWN_PARCEL_SHOP',
    );
    const ok = (await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'PARCEL_SHOP', parcelShopId: shops[0].id } }, token)).body.data!.setDelivery;
    expect(ok.deliveryOption).toBe('PARCEL_SHOP');
  });

  it('offers instalments within the calculator’s range, with every figure of @vitrine/instalment-math, and the payment pause with its surcharge', async () => {
    // Six pieces worth at least the calculator's minimum.
    const v = await parcelVariant(6, Math.ceil(chTenant.installmentCalculator.minBasePrice / 6));
    const token = await customerWithBasket('c-ch-0002', 'ch', [{ sku: v.sku, q: 6 }]);
    await gql(DELIVERY, { input: { locale: 'fr-CH', addressId: 'a-ch-0002', option: 'EXPRESS' } }, token, 'ch');
    const read = (await gql(READ, { locale: 'fr-CH' }, token, 'ch')).body.data!.checkout;
    const goods = read.totals.goods as number;
    expect(goods).toBeGreaterThanOrEqual(chTenant.installmentCalculator.minBasePrice);
    expect(read.paymentMethods.find((m: { method: string }) => m.method === 'INSTALMENTS').unavailable).toBeNull();
    expect((await gql(PAYMENT, { input: { locale: 'fr-CH', method: 'INSTALMENTS', instalmentCount: 7 } }, token, 'ch')).body.data!.setPayment.reason).toBe(
      'INSTALMENTS_UNAVAILABLE',
    );
    const chosen = (await gql(PAYMENT, { input: { locale: 'fr-CH', method: 'INSTALMENTS', instalmentCount: 12, paymentPause: true } }, token, 'ch')).body.data!.setPayment;
    const surcharge = Math.round((goods * chTenant.order.paymentPause.surchargePercent) / 100);
    expect(chosen.paymentPauseOffer).toEqual({ months: 4, surchargePercent: chTenant.order.paymentPause.surchargePercent, surcharge });
    const plan = calculateInstalments({
      basePrice: goods + 1_990,
      count: 12,
      pauseMonths: 4,
      pauseSurchargePercent: chTenant.order.paymentPause.surchargePercent,
      pauseSurcharge: surcharge,
    });
    expect(chosen.instalmentPlan).toEqual({
      basePrice: plan.basePrice,
      count: 12,
      firstInstalment: plan.firstInstalment,
      monthlyInstalment: plan.monthlyInstalment,
      lastInstalment: plan.lastInstalment,
      surcharge: plan.surcharge,
      overallPrice: plan.overallPrice,
      effectiveAnnualRate: plan.effectiveAnnualRate,
    });
    expect(chosen.instalmentPlan.effectiveAnnualRate).toBeGreaterThan(0);
    const PLANS = `query { checkout(locale: "fr-CH") { instalmentPlans(paymentPause: false) { count overallPrice } paused: instalmentPlans(paymentPause: true) { count overallPrice } } }`;
    const plans = (await gql(PLANS, {}, token, 'ch')).body.data!.checkout;
    expect(plans.instalmentPlans.map((p: { count: number }) => p.count)).toEqual(chTenant.installmentCalculator.counts);
    expect(plans.instalmentPlans.every((p: { overallPrice: number }) => p.overallPrice === goods + 1_990)).toBe(true);
    expect(plans.paused.every((p: { overallPrice: number }) => p.overallPrice === goods + 1_990 + surcharge)).toBe(true);
    expect(chosen.totals.total).toBe(plan.overallPrice);
    expect(chosen.missing).toEqual([]);
    expect((await gql(PAYMENT, { input: { locale: 'fr-CH', method: 'PREPAYMENT', paymentPause: true } }, token, 'ch')).body.data!.setPayment.reason).toBe('PAUSE_UNAVAILABLE');
  });

  it('the product page’s instalment calculator: no login, every count with and without the pause, a base price outside the range corrected with its notice', async () => {
    const CALC = `query($p: Float!) { instalmentCalculator(basePrice: $p) { basePrice notice minBasePrice maxBasePrice
      plans { count monthlyInstalment overallPrice effectiveAnnualRate } pausedPlans { count overallPrice } paymentPauseOffer { months surcharge } } }`;
    const calc = async (p: number, tenant = 'base') => (await gql(CALC, { p }, undefined, tenant)).body.data!.instalmentCalculator;
    const base = await calc(49_999);
    expect(base.notice).toBeNull();
    expect(base.plans.map((p: { count: number }) => p.count)).toEqual(baseTenant.installmentCalculator.counts);
    // shop-de charges a fixed monthly interest on the base price: 12 instalments cost 12 × 0.65 % more, at a rate above 0 %.
    const { monthlyInterestFactor } = baseTenant.installmentCalculator;
    const twelve = calculateInstalments({ basePrice: 49_999, count: 12, monthlyInterestFactor });
    expect(base.plans[1]).toEqual({ count: 12, monthlyInstalment: twelve.monthlyInstalment, overallPrice: twelve.overallPrice, effectiveAnnualRate: twelve.effectiveAnnualRate });
    expect(twelve.overallPrice).toBe(49_999 + Math.round(49_999 * monthlyInterestFactor * 12));
    expect(twelve.effectiveAnnualRate).toBeGreaterThan(0);
    const surcharge = Math.round((49_999 * baseTenant.order.paymentPause.surchargePercent) / 100);
    expect(base.paymentPauseOffer).toEqual({ months: 3, surcharge });
    expect(base.pausedPlans[0].overallPrice).toBe(49_999 + Math.round(49_999 * monthlyInterestFactor * 6) + surcharge);
    // shop-ch is interest-free: the plan costs nothing more.
    expect((await calc(49_999, 'ch')).plans[1].effectiveAnnualRate).toBe(0);
    expect(await calc(500)).toMatchObject({ basePrice: baseTenant.installmentCalculator.minBasePrice, notice: 'RAISED_TO_MINIMUM' });
    expect(await calc(99_999_999)).toMatchObject({ basePrice: baseTenant.installmentCalculator.maxBasePrice, notice: 'LOWERED_TO_MAXIMUM' });
    expect(await calc(12_345.6)).toMatchObject({ basePrice: 12_346, notice: 'INVALID_INPUT' });
    expect((await calc(49_999, 'ch')).paymentPauseOffer.months).toBe(4);
  });

  it('rate protection: checked form, the age rule, a premium of the plan confirmed again when the plan changes, kept on the order', async () => {
    const v = await parcelVariant(4, 4_000);
    const token = await customerWithBasket('c-de-0002', 'base', [{ sku: v.sku, q: 4 }]);
    await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0002', option: 'STANDARD' } }, token);
    const PROTECT = `mutation($input: RateProtectionInput!) { setRateProtection(input: $input) { __typename
      ... on Checkout { missing totals { total } instalmentPlan { count monthlyInstalment }
        rateProtectionOffer { monthlyPercent monthlyPremium totalPremium minAge maxAgeAtEnd lastInstalment customerBirthDate }
        rateProtection { birthDate occupation covers monthlyPremium totalPremium confirmedMonthlyPremium needsConfirmation ageProblem } }
      ... on CheckoutRefused { reason rateProtectionProblems { field code } } } }`;
    const protect = async (input: Record<string, unknown>) => (await gql(PROTECT, { input: { locale: 'de-DE', ...input } }, token)).body.data!.setRateProtection;
    // Invoice: nothing to insure.
    await gql(PAYMENT, { input: { locale: 'de-DE', method: 'INVOICE' } }, token);
    expect(await protect({ protect: true, birthDate: '1962-11-30', occupation: 'EMPLOYED', consent: true })).toMatchObject({ reason: 'RATE_PROTECTION_UNAVAILABLE' });
    await gql(PAYMENT, { input: { locale: 'de-DE', method: 'INSTALMENTS', instalmentCount: 24 } }, token);
    expect(await protect({ protect: true, birthDate: '31.02.1962', consent: false })).toEqual({
      __typename: 'CheckoutRefused',
      reason: 'RATE_PROTECTION_INVALID',
      rateProtectionProblems: [
        { field: 'BIRTH_DATE', code: 'DATE_INVALID' },
        { field: 'OCCUPATION', code: 'REQUIRED' },
        { field: 'CONSENT', code: 'REQUIRED' },
      ],
    });
    expect(await protect({ protect: true, birthDate: '2010-01-01', occupation: 'OTHER', consent: true })).toMatchObject({ reason: 'AGE_TOO_YOUNG' });
    // Klaus (born 30 Nov 1962) is 67 at the 24th instalment in November 2028: insurable.
    const chosen = await protect({ protect: true, birthDate: '30.11.1962', occupation: 'SELF_EMPLOYED', consent: true });
    const rule = baseTenant.order.rateProtection;
    const monthly = Math.round((chosen.instalmentPlan.monthlyInstalment * rule.monthlyPercent) / 100);
    expect(chosen.rateProtectionOffer).toEqual({
      monthlyPercent: rule.monthlyPercent,
      monthlyPremium: monthly,
      totalPremium: monthly * 24,
      minAge: 18,
      maxAgeAtEnd: 67,
      lastInstalment: '2028-11-23',
      customerBirthDate: '1962-11-30',
    });
    expect(chosen.rateProtection).toEqual({
      birthDate: '1962-11-30',
      occupation: 'SELF_EMPLOYED',
      covers: ['DEATH', 'INCAPACITY'],
      monthlyPremium: monthly,
      totalPremium: monthly * 24,
      confirmedMonthlyPremium: monthly,
      needsConfirmation: false,
      ageProblem: null,
    });
    expect(chosen.missing).toEqual([]);
    // 48 instalments after a 3-month pause end in February 2031, when he is 68: the premium and the age are to be confirmed again, and the order waits for it.
    const longer = (await gql(PAYMENT, { input: { locale: 'de-DE', method: 'INSTALMENTS', instalmentCount: 48, paymentPause: true } }, token)).body.data!.setPayment;
    expect(longer.missing).toEqual(['RATE_PROTECTION']);
    const READ_RP = `query { checkout(locale: "de-DE") { totals { total } rateProtection { needsConfirmation ageProblem monthlyPremium confirmedMonthlyPremium } } }`;
    const waiting = (await gql(READ_RP, {}, token)).body.data!.checkout;
    expect(waiting.rateProtection).toMatchObject({ needsConfirmation: true, ageProblem: 'AGE_TOO_OLD', confirmedMonthlyPremium: monthly });
    expect((await gql(PLACE, { attempt: 'attempt-rp-000001', total: waiting.totals.total, locale: 'de-DE' }, token)).body.data!.placeOrder).toEqual({
      __typename: 'OrderRefused',
      reason: 'RATE_PROTECTION_UNCONFIRMED',
    });
    expect(await protect({ protect: true, birthDate: '1962-11-30', occupation: 'SELF_EMPLOYED', consent: true })).toMatchObject({ reason: 'AGE_TOO_OLD' });
    // 12 instalments: a new premium, confirmed on the update page; then the order keeps it.
    await gql(PAYMENT, { input: { locale: 'de-DE', method: 'INSTALMENTS', instalmentCount: 12 } }, token);
    expect((await gql(READ_RP, {}, token)).body.data!.checkout.rateProtection).toMatchObject({ needsConfirmation: true, ageProblem: null });
    const confirmed = await protect({ protect: true, birthDate: '1962-11-30', occupation: 'EMPLOYED', consent: true });
    expect(confirmed.rateProtection.covers).toEqual(['DEATH', 'INCAPACITY', 'UNEMPLOYMENT']);
    expect(confirmed.missing).toEqual([]);
    const ORDER_RP = `mutation($attempt: ID!, $total: Int!) { placeOrder(attempt: $attempt, expectedTotal: $total, locale: "de-DE") {
      __typename ... on Order { totals { total } rateProtection { occupation covers monthlyPremium totalPremium } } } }`;
    const order = (await gql(ORDER_RP, { attempt: 'attempt-rp-000002', total: confirmed.totals.total }, token)).body.data!.placeOrder;
    // An insurance premium: beside the order's total, not in it.
    expect(order.totals.total).toBe(confirmed.totals.total);
    expect(order.rateProtection).toEqual({
      occupation: 'EMPLOYED',
      covers: ['DEATH', 'INCAPACITY', 'UNEMPLOYMENT'],
      monthlyPremium: confirmed.rateProtection.monthlyPremium,
      totalPremium: confirmed.rateProtection.monthlyPremium * 12,
    });
    // Taken off again: the next checkout starts without it.
    expect((await gql(READ_RP, {}, token)).body.data!.checkout.rateProtection).toBeNull();
  });

  it('places the order once per attempt: the stock is taken, the basket emptied, a replay answers the same order, the mail is in the outbox', async () => {
    const v = await parcelVariant(3);
    const token = await customerWithBasket('c-de-0001', 'base', [{ sku: v.sku, q: 2 }]);
    await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'STANDARD' } }, token);
    const ready = (await gql(PAYMENT, { input: { locale: 'de-DE', method: 'PREPAYMENT' } }, token)).body.data!.setPayment;
    expect(ready.missing).toEqual([]);
    const expected = orderTotals({
      lines: ready.basket.lines.map((l: { lineTotal: number }) => ({ amount: l.lineTotal })),
      shipping: ready.totals.shipping,
      vatRates: baseTenant.order.vatRates,
    });
    expect(ready.totals).toEqual(expected);
    expect(ready.totals.vat).toEqual([{ rate: 1_900, amount: vatContained(expected.total, 1_900) }]);
    expect((await gql(PLACE, { attempt: 'attempt-0000000001', total: expected.total + 1, locale: 'de-DE' }, token)).body.data!.placeOrder).toEqual({
      __typename: 'OrderRefused',
      reason: 'TOTAL_CHANGED',
    });

    const place = () => gql(PLACE, { attempt: 'attempt-0000000002', total: expected.total, locale: 'de-DE' }, token);
    const answers = await Promise.all([place(), place(), place()]);
    const numbers = new Set(answers.map((a) => a.body.data!.placeOrder.number));
    expect(numbers.size).toBe(1);
    const order = answers[0]!.body.data!.placeOrder;
    expect(order).toMatchObject({ __typename: 'Order', status: 'AWAITING_PAYMENT', totals: { total: expected.total }, lines: [{ variantSku: v.sku, quantity: 2 }] });
    expect(order.prepayment).toEqual({ amount: expected.total, bankTransferReference: `VITRINE ${order.number}` });
    expect((await place()).body.data!.placeOrder.number).toBe(order.number);
    const [{ n }] = (await gateway.db.query<{ n: number }>(`select count(*)::int as n from orders where customer_id = 'c-de-0001' and attempt = 'attempt-0000000002'`)) as [
      { n: number },
    ];
    expect(n).toBe(1);
    const [stock] = await gateway.db.query<{ stock: number }>('select stock from variants where sku = $1', [v.sku]);
    expect(stock!.stock).toBe(v.stock - 2);
    expect((await gql(READ, { locale: 'de-DE' }, token)).body.data!.checkout.basket.count).toBe(0);
    // A new attempt with the empty basket: nothing to order.
    expect((await gql(PLACE, { attempt: 'attempt-0000000003', total: 0, locale: 'de-DE' }, token)).body.data!.placeOrder.reason).toBe('BASKET_EMPTY');

    const mails = (
      (await (await fetch(`${gateway.opsBase}/outbox?to=anna.schmidt%40example.de`, { headers: { accept: 'application/json' } })).json()) as {
        mails: { kind: string; subject: string; text: string }[];
      }
    ).mails.filter((m) => m.kind === 'order-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Ihre Bestellung ${order.number} bei Vitrine`);
    expect(mails[0]!.text).toContain(`VITRINE ${order.number}`);
    // Mailed: no longer owed, and the minute's job sends nothing more.
    const owed = async () => (await gateway.db.query<{ due: string | null }>('select confirmation_due_at::text as due from orders where number = $1', [order.number]))[0]!.due;
    expect(await owed()).toBeNull();
    expect(await gateway.confirmOrders()).toEqual([]);

    // A gateway that died between the order's commit and its mail leaves the mail owed (set in the
    // order's transaction): the minute's job sends it a minute later, once.
    await gateway.db.query(`delete from outbox where kind = 'order-confirmation' and subject like $1`, [`%${order.number}%`]);
    const dueAgo = (seconds: number) =>
      gateway.db.query('update orders set confirmation_due_at = $2 where number = $1', [order.number, new Date(clock.now().getTime() - seconds * 1000).toISOString()]);
    await dueAgo(30);
    expect(await gateway.confirmOrders()).toEqual([]);
    await dueAgo(120);
    expect(await gateway.confirmOrders()).toEqual([order.number]);
    expect(await gateway.confirmOrders()).toEqual([]);
    const resent = await gateway.db.query<{ subject: string }>(`select subject from outbox where kind = 'order-confirmation' and subject like $1`, [`%${order.number}%`]);
    expect(resent.map((m) => m.subject)).toEqual([`Ihre Bestellung ${order.number} bei Vitrine`]);

    // Only its customer reads it.
    const ORDER = `query($n: ID!) { order(number: $n, locale: "de-DE") { number } }`;
    expect((await gql(ORDER, { n: order.number }, token)).body.data!.order).toEqual({ number: order.number });
    const klaus = (await testSession(gateway.db, { customer: 'c-de-0002' })).token;
    expect((await gql(ORDER, { n: order.number }, klaus)).body.data!.order).toBeNull();
  });

  it('makes exactly one order of 50 placements at once with one attempt', async () => {
    const v = await parcelVariant(3);
    const token = await customerWithBasket('c-nl-0001', 'nl', [{ sku: v.sku, q: 1 }]);
    await gql(DELIVERY, { input: { locale: 'nl-NL', addressId: 'a-nl-0001', option: 'STANDARD' } }, token, 'nl');
    const ready = (await gql(PAYMENT, { input: { locale: 'nl-NL', method: 'INVOICE' } }, token, 'nl')).body.data!.setPayment;
    const answers = await Promise.all(Array.from({ length: 50 }, () => gql(PLACE, { attempt: 'attempt-fifty-0001', total: ready.totals.total, locale: 'nl-NL' }, token, 'nl')));
    // Each answer is the order, or (while the first is still being written) an answer to ask again.
    const numbers = new Set(answers.flatMap((a) => (a.body.data?.placeOrder?.__typename === 'Order' ? [a.body.data.placeOrder.number] : [])));
    expect(numbers.size).toBe(1);
    const [{ n }] = (await gateway.db.query<{ n: number }>(`select count(*)::int as n from orders where customer_id = 'c-nl-0001'`)) as [{ n: number }];
    expect(n).toBe(1);
    const [stock] = await gateway.db.query<{ stock: number }>('select stock from variants where sku = $1', [v.sku]);
    expect(stock!.stock).toBe(v.stock - 1);
  });

  it('premium on shop-ch: its fee beside the goods, standard delivery free at once, the membership renewed from its end with the order; not offered on shop-de', async () => {
    const PREMIUM = `mutation($premium: Boolean!, $locale: String!) { setPremium(premium: $premium, locale: $locale) { __typename
      ... on Checkout { premium premiumOffer { price months memberUntil renewsUntil } deliveryOptions { option price } totals { goods shipping fees total vat { rate amount } } }
      ... on CheckoutRefused { reason } } }`;
    const v = await parcelVariant(3);
    // Laura is a member until 2027-03-31; Claire is not.
    const token = await customerWithBasket('c-ch-0002', 'ch', [{ sku: v.sku, q: 1 }]);
    await gql(DELIVERY, { input: { locale: 'fr-CH', addressId: 'a-ch-0002', option: 'STANDARD' } }, token, 'ch');
    await gql(PAYMENT, { input: { locale: 'fr-CH', method: 'INVOICE' } }, token, 'ch');
    const without = (await gql(PREMIUM, { premium: false, locale: 'fr-CH' }, token, 'ch')).body.data!.setPremium;
    expect(without.premiumOffer).toEqual({ price: chTenant.order.premium.price, months: 12, memberUntil: null, renewsUntil: '2027-11-23' });
    const chosen = (await gql(PREMIUM, { premium: true, locale: 'fr-CH' }, token, 'ch')).body.data!.setPremium;
    expect(chosen.premium).toBe(true);
    expect(chosen.totals.fees).toBe(chTenant.order.premium.price);
    expect(chosen.deliveryOptions.find((o: { option: string }) => o.option === 'STANDARD').price).toBe(0);
    expect(chosen.totals.total).toBe(chosen.totals.goods + chTenant.order.premium.price);
    expect(chosen.totals.vat).toEqual([{ rate: 810, amount: vatContained(chosen.totals.total, 810) }]);
    const order = (await gql(PLACE, { attempt: 'attempt-premium-0001', total: chosen.totals.total, locale: 'fr-CH' }, token, 'ch')).body.data!.placeOrder;
    expect(order.__typename).toBe('Order');
    const [customer] = await gateway.db.query<{ premium_until: string }>(`select premium_until::text as premium_until from customers where id = 'c-ch-0002'`);
    expect(customer!.premium_until).toBe('2027-11-23');
    // A member: the next year starts where this one ends; delivery free without buying again.
    const laura = await customerWithBasket('c-ch-0001', 'ch', [{ sku: v.sku, q: 1 }]);
    await gql(DELIVERY, { input: { locale: 'de-CH', addressId: 'a-ch-0001', option: 'STANDARD' } }, laura, 'ch');
    const member = (await gql(PREMIUM, { premium: false, locale: 'de-CH' }, laura, 'ch')).body.data!.setPremium;
    expect(member.premiumOffer).toMatchObject({ memberUntil: '2027-03-31', renewsUntil: '2028-03-31' });
    expect(member.deliveryOptions.find((o: { option: string }) => o.option === 'STANDARD').price).toBe(0);
    const anna = (await testSession(gateway.db, { customer: 'c-de-0001' })).token;
    expect((await gql(PREMIUM, { premium: true, locale: 'de-DE' }, anna)).body.data!.setPremium).toEqual({ __typename: 'CheckoutRefused', reason: 'PREMIUM_UNAVAILABLE' });
  });

  it('refuses when the stock went meanwhile, leaving the basket and the stock as they were', async () => {
    const v = await parcelVariant(2);
    const token = await customerWithBasket('c-de-0002', 'base', [{ sku: v.sku, q: 2 }]);
    await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0002', option: 'STANDARD' } }, token);
    const ready = (await gql(PAYMENT, { input: { locale: 'de-DE', method: 'INVOICE' } }, token)).body.data!.setPayment;
    await gateway.db.query('update variants set stock = 1 where sku = $1', [v.sku]);
    expect((await gql(PLACE, { attempt: 'attempt-stock-0001', total: ready.totals.total, locale: 'de-DE' }, token)).body.data!.placeOrder.reason).toBe('NOT_ENOUGH_STOCK');
    const [stock] = await gateway.db.query<{ stock: number }>('select stock from variants where sku = $1', [v.sku]);
    expect(stock!.stock).toBe(1);
    expect((await gql(READ, { locale: 'de-DE' }, token)).body.data!.checkout.basket.count).toBe(2);
    await gateway.db.query('update variants set stock = $2 where sku = $1', [v.sku, v.stock]);
  });

  describe('vouchers', () => {
    const APPLY = `mutation($code: String!, $locale: String!) { applyVoucher(code: $code, locale: $locale) {
      __typename ... on VoucherRefused { reason } ... on Checkout { voucher { code kind discount problem } totals { goods shipping discount total } } } }`;
    const REMOVE = `mutation($locale: String!) { removeVoucher(locale: $locale) { voucher { code } totals { discount } } }`;

    /** A variant of `category` (not reduced unless asked) with stock. */
    async function variantOf(category: string, reduced = false) {
      const [row] = await gateway.db.query<{ sku: string }>(
        `select v.sku from variants v join products p on p.sku = v.product_sku join prices r on r.product_sku = p.sku and r.currency = 'EUR'
         where v.stock >= 3 and p.category_key like $1 and (r.original_amount is not null) = $2 order by v.sku limit 1`,
        [`${category}%`, reduced],
      );
      return row!.sku;
    }

    it('a discount code: 10 % off goods that are not reduced, one voucher per order, once a day', async () => {
      const full = await variantOf('mode-');
      const sale = await variantOf('mode-', true);
      const token = await customerWithBasket('c-de-0002', 'base', [
        { sku: full, q: 1 },
        { sku: sale, q: 1 },
      ]);
      await gql(DELIVERY, { input: { locale: 'de-DE', addressId: 'a-de-0002', option: 'STANDARD' } }, token);
      await gql(PAYMENT, { input: { locale: 'de-DE', method: 'INVOICE' } }, token);
      expect((await gql(APPLY, { code: 'GIBTSNICHT', locale: 'de-DE' }, token)).body.data!.applyVoucher).toEqual({ __typename: 'VoucherRefused', reason: 'UNKNOWN' });
      // Anna's newsletter voucher is hers only.
      expect((await gql(APPLY, { code: 'willkommen-anna', locale: 'de-DE' }, token)).body.data!.applyVoucher.reason).toBe('UNKNOWN');
      expect((await gql(APPLY, { code: 'SOMMER15', locale: 'de-DE' }, token)).body.data!.applyVoucher.reason).toBe('EXPIRED');
      const applied = (await gql(APPLY, { code: ' herbst10 ', locale: 'de-DE' }, token)).body.data!.applyVoucher;
      const read = (await gql(READ, { locale: 'de-DE' }, token)).body.data!.checkout;
      const fullLine = read.basket.lines.find((l: { variantSku: string }) => l.variantSku === full).lineTotal as number;
      expect(applied.voucher).toEqual({ code: 'HERBST10', kind: 'DISCOUNT_CODE', discount: Math.round(fullLine / 10), problem: null });
      expect(applied.totals.discount).toBe(Math.round(fullLine / 10));
      expect(applied.totals.total).toBe(applied.totals.goods - applied.totals.discount + applied.totals.shipping);
      expect((await gql(APPLY, { code: 'HERBST10', locale: 'de-DE' }, token)).body.data!.applyVoucher.__typename).toBe('Checkout');

      const order = (await gql(PLACE, { attempt: 'attempt-voucher-0001', total: applied.totals.total, locale: 'de-DE' }, token)).body.data!.placeOrder;
      expect(order.__typename).toBe('Order');
      expect(order.totals.total).toBe(applied.totals.total);
      expect(await gateway.db.query('select code, customer_id, once_key from voucher_redemptions where order_number = $1', [order.number])).toEqual([
        { code: 'HERBST10', customer_id: 'c-de-0002', once_key: 'HERBST10:c-de-0002:2026-11-23' },
      ]);
      // The same day, a new basket: the code is used for today.
      await gql(ADD, { sku: full, q: 1 }, token);
      expect((await gql(APPLY, { code: 'HERBST10', locale: 'de-DE' }, token)).body.data!.applyVoucher.reason).toBe('USED_TODAY');
      expect((await gql(REMOVE, { locale: 'de-DE' }, token)).body.data!.removeVoucher).toEqual({ voucher: null, totals: { discount: 0 } });
    });

    it('the newsletter voucher: its amount off goods that are not technical, from the minimum, not beside another voucher', async () => {
      const headphones = await variantOf('elektro-kopfhoerer');
      const token = await customerWithBasket('c-ch-0001', 'ch', [{ sku: headphones, q: 1 }]);
      expect((await gql(APPLY, { code: 'WILLKOMMEN-LAURA', locale: 'de-CH' }, token, 'ch')).body.data!.applyVoucher.reason).toBe('NOTHING_APPLIES');
      const coat = await parcelVariant(3, 9_000);
      await gql(ADD, { sku: coat.sku, q: 1 }, token, 'ch');
      const applied = (await gql(APPLY, { code: 'WILLKOMMEN-LAURA', locale: 'de-CH' }, token, 'ch')).body.data!.applyVoucher;
      expect(applied.voucher).toEqual({ code: 'WILLKOMMEN-LAURA', kind: 'NEWSLETTER', discount: 3_000, problem: null });
      expect(applied.totals.discount).toBe(3_000);
      expect((await gql(APPLY, { code: 'HERBST10', locale: 'de-CH' }, token, 'ch')).body.data!.applyVoucher.reason).toBe('NOT_COMBINABLE');
      // The coat leaves the basket: below the minimum now, the voucher stays on the checkout and says why it takes nothing.
      await gql(`mutation($sku: ID!) { removeFromBasket(variantSku: $sku) { count } }`, { sku: coat.sku }, token, 'ch');
      const after = (await gql(`query { checkout(locale: "de-CH") { voucher { discount problem } totals { discount } } }`, {}, token, 'ch')).body.data!.checkout;
      expect(after).toEqual({ voucher: { discount: 0, problem: 'NOTHING_APPLIES' }, totals: { discount: 0 } });
    });
  });
});
