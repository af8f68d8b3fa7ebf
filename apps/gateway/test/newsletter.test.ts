import fc from 'fast-check';
import { NEWSLETTER_FORM, NEWSLETTER_PAUSE_DAYS, NEWSLETTER_SCOPES, parseNewsletterOption, validate } from '@vitrine/form-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, shopFetch, startTestGateway, type TestGateway, testSession } from './harness';

let gateway: TestGateway;
let now = new Date();
beforeAll(async () => {
  gateway = await startTestGateway({ products: 2, clock: { now: () => now } });
});
afterAll(() => gateway.close());

const SUBSCRIBE = `mutation($input: NewsletterSignUpInput!) { subscribeNewsletter(input: $input) { __typename
  ... on NewsletterPending { subscription validHours } ... on NewsletterSubscribed { voucherMailed }
  ... on NewsletterAlreadySubscribed { email } ... on NewsletterRefused { reason } } }`;
const RESEND = `mutation($input: NewsletterResendInput!) { resendNewsletterConfirmation(input: $input) { __typename ... on NewsletterRefused { reason } } }`;
const CONFIRM = `mutation($input: NewsletterConfirmInput!) { confirmNewsletter(input: $input) { __typename
  ... on NewsletterSubscribed { voucherMailed } ... on NewsletterAlreadySubscribed { email } ... on NewsletterLinkInvalid { expired } } }`;

const ask = async (query: string, input: Record<string, unknown>, tenant = 'base') => {
  const answer = await graphql(gateway.base, query, { input }, { headers: { 'x-vitrine-tenant': tenant, 'x-vitrine-visitor': 'newsletter-visitor-1' } });
  expect(answer.body.errors).toBeUndefined();
  return Object.values(answer.body.data!)[0] as Record<string, any>;
};
const mails = (to: string, kind: string) =>
  gateway.db.query<{ subject: string; text: string }>('select subject, body_text as text from outbox where recipient = $1 and kind = $2 order by id', [to, kind]);
const tokenOf = (text: string) => /\?token=([\w-]{43})/.exec(text)![1]!;

describe('newsletter sign-up with double opt-in (the base shop)', () => {
  it('waits for the mail’s link; the link’s button turns it on once and mails the welcome voucher', async () => {
    const email = 'anna.schmidt@example.de';
    const pending = await ask(SUBSCRIBE, { email: ' Anna.Schmidt@Example.de ', locale: 'de-DE' });
    expect(pending).toMatchObject({ __typename: 'NewsletterPending', validHours: 48 });
    const [confirm] = await mails(email, 'newsletter-confirm');
    expect(confirm!.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Vitrine Newsletter');
    expect(confirm!.text).toContain('/service-hilfe/vorteile/newsletter/willkommen?token=');
    expect(await mails(email, 'newsletter-welcome')).toHaveLength(0);
    const token = tokenOf(confirm!.text);
    expect(await ask(CONFIRM, { token, locale: 'de-DE' })).toEqual({ __typename: 'NewsletterSubscribed', voucherMailed: true });
    const [welcome] = await mails(email, 'newsletter-welcome');
    const code = /NL-[0-9A-F]{10}/.exec(welcome!.text)![0];
    expect(welcome!.text).toMatch(/Willkommensgutschein über 10,00\s€/);
    expect(welcome!.text).toMatch(/ab einem Bestellwert von 50,00\s€ der behaltenen Ware, nicht für technische Artikel/);
    expect(welcome!.text).toMatch(/\/service-hilfe\/vorteile\/newsletter\/abmelden\?s=[\w-]+\.[\w-]+/);
    // Once: the link again, and a new sign-up, find it on; no second voucher, no second welcome.
    expect(await ask(CONFIRM, { token, locale: 'de-DE' })).toEqual({ __typename: 'NewsletterAlreadySubscribed', email });
    expect(await ask(SUBSCRIBE, { email, locale: 'de-DE' })).toEqual({ __typename: 'NewsletterAlreadySubscribed', email });
    expect(await mails(email, 'newsletter-welcome')).toHaveLength(1);
    // The voucher is the account's of that address: listed among its vouchers, personal.
    const { token: session } = await testSession(gateway.db, { customer: 'c-de-0001' });
    const account = await graphql(
      gateway.base,
      '{ accountVouchers { active { code kind value customerGroup } } }',
      {},
      { headers: { 'x-vitrine-tenant': 'base', authorization: `Bearer ${session}` } },
    );
    expect(account.body.data!.accountVouchers.active).toContainEqual({ code, kind: 'NEWSLETTER', value: 1000, customerGroup: 'PERSONAL' });
    const other = await testSession(gateway.db, { customer: 'c-de-0002' });
    const theirs = await graphql(gateway.base, '{ accountVouchers { active { code } } }', {}, { headers: { 'x-vitrine-tenant': 'base', authorization: `Bearer ${other.token}` } });
    expect(theirs.body.data!.accountVouchers.active.map((v: { code: string }) => v.code)).not.toContain(code);
  });

  it('refuses an invalid address, an expired link, and a fourth mail within the hour', async () => {
    expect(await ask(SUBSCRIBE, { email: 'kein-at-zeichen', locale: 'de-DE' })).toEqual({ __typename: 'NewsletterRefused', reason: 'EMAIL_INVALID' });
    const email = 'spaet.bestaetigt@example.de';
    const { subscription } = await ask(SUBSCRIBE, { email, locale: 'de-DE' });
    expect(await ask(RESEND, { subscription, locale: 'de-DE' })).toEqual({ __typename: 'NewsletterPending' });
    expect(await ask(RESEND, { subscription, locale: 'de-DE' })).toEqual({ __typename: 'NewsletterPending' });
    expect(await ask(RESEND, { subscription, locale: 'de-DE' })).toEqual({ __typename: 'NewsletterRefused', reason: 'TRY_LATER' });
    const sent = await mails(email, 'newsletter-confirm');
    expect(sent).toHaveLength(3);
    // Only the newest link works; after 48 hours it has expired.
    expect(await ask(CONFIRM, { token: tokenOf(sent[0]!.text), locale: 'de-DE' })).toEqual({ __typename: 'NewsletterLinkInvalid', expired: false });
    now = new Date(now.getTime() + 49 * 3600_000);
    expect(await ask(CONFIRM, { token: tokenOf(sent[2]!.text), locale: 'de-DE' })).toEqual({ __typename: 'NewsletterLinkInvalid', expired: true });
  });
});

describe('newsletter sign-up without double opt-in (shop-ch) and the voucher of each shop', () => {
  it('is on at once with the CHF 30 voucher of spec §9', async () => {
    const email = 'lea.muster@example.ch';
    expect(await ask(SUBSCRIBE, { email, locale: 'fr-CH' }, 'ch')).toEqual({ __typename: 'NewsletterSubscribed', voucherMailed: true });
    expect(await mails(email, 'newsletter-confirm')).toHaveLength(0);
    const [welcome] = await mails(email, 'newsletter-welcome');
    expect(welcome!.subject).toBe('Bienvenue dans la newsletter Vitrine');
    const [voucher] = await gateway.db.query('select value, percent, minimum_order, kind, email from vouchers where tenant = $1 and email = $2', ['ch', email]);
    expect(voucher).toEqual({ value: 3000, percent: false, minimum_order: 9000, kind: 'newsletter', email });
  });

  it('is a percentage on shop-nl', async () => {
    const email = 'daan@example.nl';
    expect((await ask(SUBSCRIBE, { email, locale: 'nl-NL' }, 'nl')).__typename).toBe('NewsletterPending');
    const [confirm] = await mails(email, 'newsletter-confirm');
    expect(await ask(CONFIRM, { token: tokenOf(confirm!.text), locale: 'nl-NL' }, 'nl')).toEqual({ __typename: 'NewsletterSubscribed', voucherMailed: true });
    const [welcome] = await mails(email, 'newsletter-welcome');
    expect(welcome!.text).toContain('Uw welkomstkorting van 15 %');
    const terms = await graphql(gateway.base, '{ newsletterTerms { value percent minimumOrder validDays doubleOptIn } }', {}, { headers: { 'x-vitrine-tenant': 'nl' } });
    expect(terms.body.data!.newsletterTerms).toEqual({ value: 1000, percent: 15, minimumOrder: 5000, validDays: 30, doubleOptIn: true });
  });

  it('works in the checkout of the account with the address it was mailed to, by the §9 rules', async () => {
    const email = 'laura.meier@example.ch';
    expect((await ask(SUBSCRIBE, { email, locale: 'de-CH' }, 'ch')).__typename).toBe('NewsletterSubscribed');
    const [welcome] = await mails(email, 'newsletter-welcome');
    const code = /NL-[0-9A-F]{10}/.exec(welcome!.text)![0];
    const { token } = await testSession(gateway.db, { tenant: 'ch', customer: 'c-ch-0001', iat: Math.floor(now.getTime() / 1000) });
    const gql = (query: string, variables: Record<string, unknown>) =>
      graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': 'ch', authorization: `Bearer ${token}` } }).then((a) => {
        expect(a.body.errors).toBeUndefined();
        return a.body.data!;
      });
    const APPLY = `mutation($code: String!) { applyVoucher(code: $code, locale: "de-CH") { __typename ... on VoucherRefused { reason } ... on Checkout { voucher { code kind discount problem } } } }`;
    await gateway.db.query('delete from basket_lines where owner = $1', ['customer:c-ch-0001']);
    const [coat] = await gateway.db.query<{ sku: string }>(
      `select v.sku from variants v join products p on p.sku = v.product_sku join prices r on r.product_sku = p.sku and r.currency = 'CHF'
        where v.stock >= 3 and p.category_key like 'mode-%' and r.amount >= 9000 order by v.sku limit 1`,
    );
    await gql(`mutation($sku: ID!) { addToBasket(variantSku: $sku, quantity: 1) { __typename } }`, { sku: coat!.sku });
    expect((await gql(APPLY, { code: code.toLowerCase() })).applyVoucher.voucher).toEqual({ code, kind: 'NEWSLETTER', discount: 3000, problem: null });
    // Another account cannot use it.
    const other = await testSession(gateway.db, { tenant: 'ch', customer: 'c-ch-0002', iat: Math.floor(now.getTime() / 1000) });
    const refused = await graphql(gateway.base, APPLY, { code }, { headers: { 'x-vitrine-tenant': 'ch', authorization: `Bearer ${other.token}` } });
    expect(refused.body.data!.applyVoucher).toEqual({ __typename: 'VoucherRefused', reason: 'UNKNOWN' });
  });
});

describe('newsletter settings and every mailing’s unsubscribe, by the signed link of the mails', () => {
  const SETTINGS = `query($token: String!) { newsletterSettings(token: $token) { subscribed frequency pausedUntil shopNewsletter secondBrand frequencies pauseDays } }`;
  const UPDATE = `mutation($input: NewsletterSettingsInput!) { updateNewsletterSettings(input: $input) { __typename
    ... on NewsletterSettingsSaved { subscribed frequency pausedUntil shopNewsletter secondBrand } ... on NewsletterSettingsRefused { reason } } }`;
  const read = async (token: string, tenant = 'base') =>
    (await graphql(gateway.base, SETTINGS, { token }, { headers: { 'x-vitrine-tenant': tenant } })).body.data!.newsletterSettings as Record<string, any> | null;
  const update = async (input: Record<string, unknown>, tenant = 'base') =>
    (await graphql(gateway.base, UPDATE, { input }, { headers: { 'x-vitrine-tenant': tenant } })).body.data!.updateNewsletterSettings as Record<string, any>;
  const subscribed = async (email: string, tenant: string, locale: string) => {
    await ask(SUBSCRIBE, { email, locale }, tenant);
    const confirm = (await mails(email, 'newsletter-confirm'))[0];
    if (confirm) await ask(CONFIRM, { token: tokenOf(confirm.text), locale }, tenant);
    const [welcome] = await mails(email, 'newsletter-welcome');
    return /abmelden\?s=([\w.-]+)/.exec(welcome!.text)?.[1] ?? /desinscription\?s=([\w.-]+)/.exec(welcome!.text)![1]!;
  };

  it('changes the frequency (the base-only ones in the base only), pauses, and ends from one brand or both', async () => {
    const token = await subscribed('einstellungen@example.de', 'base', 'de-DE');
    expect(await read(token)).toEqual({
      subscribed: true,
      frequency: 1,
      pausedUntil: null,
      shopNewsletter: true,
      secondBrand: true,
      frequencies: [0, 1, 2, 3],
      pauseDays: [7, 14, 21, 30],
    });
    expect(await read(`${token.split('.')[0]}.forged`)).toBeNull();
    expect(await update({ token, option: 'frequency|3' })).toMatchObject({ __typename: 'NewsletterSettingsSaved', frequency: 3 });
    expect(await update({ token, option: 'pause|-100' })).toEqual({ __typename: 'NewsletterSettingsRefused', reason: 'PAUSE_REQUIRED' });
    const paused = await update({ token, option: 'pause|-100', pauseDays: 14 });
    expect(new Date(paused.pausedUntil).getTime() - now.getTime()).toBe(14 * 86_400_000);
    expect(await update({ token, option: 'unsubscribe|99' })).toEqual({ __typename: 'NewsletterSettingsRefused', reason: 'SCOPE_REQUIRED' });
    expect(await update({ token, option: 'unsubscribe|99', scope: 'second-brand' })).toMatchObject({ subscribed: true, shopNewsletter: true, secondBrand: false });
    expect(await update({ token, option: 'unsubscribe|99', scope: 'shop' })).toMatchObject({ subscribed: false, shopNewsletter: false, secondBrand: false });
    expect(await update({ token, option: 'frequency|1' })).toEqual({ __typename: 'NewsletterSettingsRefused', reason: 'NOT_SUBSCRIBED' });
    expect(await update({ token: 'nix.nix', option: 'frequency|1' })).toEqual({ __typename: 'NewsletterSettingsRefused', reason: 'NOT_SUBSCRIBED' });

    const swiss = await subscribed('frequenz@example.ch', 'ch', 'fr-CH');
    expect((await read(swiss, 'ch'))!.frequencies).toEqual([0, 1]);
    expect(await update({ token: swiss, option: 'frequency|2' }, 'ch')).toEqual({ __typename: 'NewsletterSettingsRefused', reason: 'OPTION_REQUIRED' });
  });

  it('ends every mailing in one click (RFC 8058): the welcome mail names the address; a second click finds nothing', async () => {
    const email = 'ein.klick@example.de';
    await subscribed(email, 'base', 'de-DE');
    const [welcome] = await gateway.db.query<{ headers: Record<string, string>; text: string }>(
      `select headers, body_text as text from outbox where recipient = $1 and kind = 'newsletter-welcome'`,
      [email],
    );
    expect(welcome!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(welcome!.headers['List-Unsubscribe']!)![1]!;
    expect(welcome!.text).toContain('/service-hilfe/werbung-abbestellen?s=');
    const path = new URL(oneClick);
    const click = () => shopFetch(new URL(`${path.pathname}${path.search}`, gateway.base), { method: 'POST', headers: { 'x-vitrine-tenant': 'base' } });
    expect((await click()).status).toBe(200);
    const [row] = await gateway.db.query('select status, shop_newsletter, second_brand from newsletter_subscriptions where email = $1', [email]);
    expect(row).toEqual({ status: 'unsubscribed', shop_newsletter: false, second_brand: false });
    expect((await click()).status).toBe(404);
    const answer = await graphql(
      gateway.base,
      'mutation($token: String!) { unsubscribeMailings(token: $token) { __typename } }',
      { token: path.searchParams.get('s') },
      { headers: { 'x-vitrine-tenant': 'base' } },
    );
    expect(answer.body.data!.unsubscribeMailings).toEqual({ __typename: 'MailingsNotFound' });
  });
});

describe('1000 generated inputs per newsletter form: the browser’s verdict is the gateway’s, never a server error', () => {
  it('the sign-up', async () => {
    const address = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', ' ', 'a@b', 'a@b.c', 'jana@example.de ', 'x@y..de', 'ü@exämple.de', `${'a'.repeat(250)}@example.de`),
    );
    await fc.assert(
      fc.asyncProperty(address, async (email) => {
        const valid = Object.keys(validate({ email: email.trim() }, NEWSLETTER_FORM)).length === 0;
        const answer = await graphql(gateway.base, SUBSCRIBE, { input: { email, locale: 'de-DE' } }, { headers: { 'x-vitrine-tenant': 'base' } });
        expect(answer.body.errors, email).toBeUndefined();
        const refusedAsInvalid = answer.body.data!.subscribeNewsletter.reason === 'EMAIL_INVALID';
        expect(refusedAsInvalid, email).toBe(!valid);
      }),
      { numRuns: 1000 },
    );
  });

  it('the settings (unsubscribe) form', async () => {
    const email = 'eigenschaften@example.de';
    await ask(SUBSCRIBE, { email, locale: 'de-DE' });
    const [confirm] = await mails(email, 'newsletter-confirm');
    await ask(CONFIRM, { token: tokenOf(confirm!.text), locale: 'de-DE' });
    const [welcome] = await mails(email, 'newsletter-welcome');
    const token = /abmelden\?s=([\w.-]+)/.exec(welcome!.text)![1]!;
    const UPDATE = `mutation($input: NewsletterSettingsInput!) { updateNewsletterSettings(input: $input) { __typename } }`;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom('frequency|0', 'frequency|1', 'frequency|2', 'frequency|3', 'frequency|4', 'pause|-100', 'unsubscribe|99', 'pause|7', ''),
          fc.string({ maxLength: 15 }),
        ),
        fc.option(fc.oneof(fc.constantFrom(...NEWSLETTER_PAUSE_DAYS, 0, 1, 31, -100), fc.integer({ min: -1000, max: 1000 }))),
        fc.option(fc.oneof(fc.constantFrom(...NEWSLETTER_SCOPES, 'all', ''), fc.string({ maxLength: 12 }))),
        async (option, pauseDays, scope) => {
          // The browser's rule: an option of spec §3, and with it its second choice.
          const parsed = parseNewsletterOption(option);
          const expected =
            parsed !== undefined &&
            (parsed.kind !== 'pause' || (NEWSLETTER_PAUSE_DAYS as readonly number[]).includes(pauseDays ?? 0)) &&
            (parsed.kind !== 'unsubscribe' || (NEWSLETTER_SCOPES as readonly string[]).includes(scope ?? ''));
          const answer = await graphql(gateway.base, UPDATE, { input: { token, option, pauseDays, scope } }, { headers: { 'x-vitrine-tenant': 'base' } });
          expect(answer.body.errors).toBeUndefined();
          expect(answer.body.data!.updateNewsletterSettings.__typename === 'NewsletterSettingsSaved', JSON.stringify({ option, pauseDays, scope })).toBe(expected);
          // An end is undone for the next input (the form is for a subscriber).
          await gateway.db.query(`update newsletter_subscriptions set status = 'active', shop_newsletter = true, second_brand = true where email = $1`, [email]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
