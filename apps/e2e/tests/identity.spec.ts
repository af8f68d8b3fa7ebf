import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { confirmRegistrationByMail, expectAccessible, OPERATOR, SHOPS } from './shops';

const PRODUCT = '100313';

// Demo customers (apps/gateway/README.md); each journey has its own, so that journeys running side by side never share a basket.
const TEXT = {
  'de-DE': {
    login: 'Anmelden',
    account: 'Mein Konto',
    loginPath: '/kasse/registrieren',
    accountPath: '/mein-konto',
    basketPath: '/warenkorb',
    add: 'In den Warenkorb',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    logout: 'Abmelden',
    customer: { email: 'klaus.becker@example.de', password: 'Vitrine-Altkunde-1' },
  },
  'de-CH': {
    login: 'Anmelden',
    account: 'Mein Konto',
    loginPath: '/kasse/registrieren',
    accountPath: '/mein-konto',
    basketPath: '/warenkorb',
    add: 'In den Warenkorb',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    logout: 'Abmelden',
    customer: { email: 'claire.dubois@example.ch', password: 'Vitrine-Kunde-2026' },
  },
  'fr-CH': {
    login: 'Se connecter',
    account: 'Mon compte',
    loginPath: '/fr/caisse/inscription',
    accountPath: '/fr/mon-compte',
    basketPath: '/fr/panier',
    add: 'Ajouter au panier',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    logout: 'Se déconnecter',
    customer: { number: '20000001', birth: '1990-09-23' },
  },
  'nl-NL': {
    login: 'Inloggen',
    account: 'Mijn account',
    loginPath: '/kassa/registreren',
    accountPath: '/mijn-account',
    basketPath: '/winkelwagen',
    add: 'In winkelwagen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    logout: 'Uitloggen',
    customer: { email: 'sanne.devries@example.nl', password: 'Vitrine-Kunde-2026' },
  },
} as const;

const accountEntry = (page: Page) => page.locator('.vt-header-action[data-kind="account"]');
const basketEntry = (page: Page) => page.locator('.vt-header-action[data-kind="basket"]');
const form = (page: Page, name: string) => page.getByRole('form', { name, exact: true });

for (const shop of SHOPS) {
  const text = TEXT[shop.locale as keyof typeof TEXT];
  test(`${shop.name} ${shop.locale}: a guest's basket → login from the header → the basket is the customer's; logout`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix}/p/x-${PRODUCT}`);
    await page.waitForLoadState('networkidle');
    await page.locator('.vt-variants input[type="radio"]:not([disabled])').first().check();
    await page.getByRole('button', { name: text.add, exact: false }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(basketEntry(page)).toContainText('1');
    const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    // The header's account entry opens the login modal (without JavaScript it leads to the account's
    // start, which sends a guest to the login page and back).
    await expect(accountEntry(page)).toHaveAccessibleName(text.login);
    await expect(accountEntry(page)).toHaveAttribute('href', text.accountPath);
    await accountEntry(page).click();
    const modal = page.getByRole('dialog', { name: text.login });
    await expect(modal).toBeVisible();
    // The page's first load links no account styles; the dialog brought them (its form is a grid).
    await expect(modal.locator('form.vt-account-form').first()).toHaveCSS('display', 'grid');
    if ('number' in text.customer) {
      // shop-ch: the second tab, customer number and date of birth.
      await modal.getByRole('tab', { name: 'Numéro client et date de naissance' }).click();
      await modal.getByLabel('Numéro client', { exact: true }).fill(text.customer.number);
      await modal.getByLabel('Date de naissance', { exact: true }).fill(text.customer.birth);
    } else {
      await modal.getByLabel(text.email, { exact: true }).fill(text.customer.email);
      await modal.getByLabel(text.password, { exact: true }).fill(text.customer.password);
    }
    await expectAccessible(page);
    await modal.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(accountEntry(page)).toHaveAccessibleName(text.account);

    // The guest's line is in the customer's basket (the browser has a new visitor id: only the customer's basket can hold it).
    await page.goto(`${shop.url}${text.basketPath}`);
    await expect(page.locator('.vt-basket__line').filter({ hasText: productName })).toHaveCount(1);
    const cookies = await page.context().cookies(shop.url);
    expect(cookies.find((c) => c.name === 'vt_session')?.httpOnly).toBe(true);

    await page.goto(`${shop.url}${text.loginPath}`);
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page).toHaveURL(new RegExp(`^${shop.url}${shop.prefix || '/'}$`));
    await expect(accountEntry(page)).toHaveAccessibleName(text.login);
    // The basket stays the customer's: the guest after logout starts empty.
    await page.goto(`${shop.url}${text.basketPath}`);
    await expect(page.locator('.vt-basket__line')).toHaveCount(0);
  });
}

test('shop-de without JavaScript: the spec’s messages, what was typed kept, no customer-number tab; a wrong password and the right one', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const de = SHOPS[0];
  await page.goto(`${de.url}/kasse/registrieren?next=/warenkorb`);
  await expect(page.getByRole('link', { name: 'Kundennummer und Geburtsdatum' })).toHaveCount(0);
  const login = form(page, 'Anmelden');
  await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.' })).toBeVisible();
  await expect(login.locator('.vt-field-error', { hasText: 'Die E-Mail-Adresse ist nicht gültig.' })).toBeVisible();
  await expect(login.locator('.vt-field-error', { hasText: 'Dies ist ein Pflichtfeld.' })).toBeVisible();
  await expect(login.getByLabel('E-Mail-Adresse')).toHaveValue('anna.schmidt@');

  await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.de');
  await login.getByLabel('Passwort').fill('falsches-passwort');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Die Anmeldedaten passen nicht zusammen. Bitte prüfen Sie Ihre Eingaben.')).toBeVisible();
  await expect(login.getByLabel('Passwort')).toHaveValue('');

  await login.getByLabel('Passwort').fill('Vitrine-Demo-2026');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  // On to `next`, logged in.
  await expect(page).toHaveURL(`${de.url}/warenkorb`);
  await expect(accountEntry(page)).toHaveAttribute('href', '/mein-konto');
  await page.goto(`${de.url}/kasse/registrieren`);
  await expect(page.getByText('Sie sind angemeldet als Anna Schmidt (Kundennummer 10000001).')).toBeVisible();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(`${de.url}/`);
  await page.goto(`${de.url}/kasse/registrieren`);
  await expect(form(page, 'Anmelden')).toBeVisible();
  await context.close();
});

/** The newest mail to an address in the sandbox's outbox, as the customer reads it (its text part). */
async function newestMail(page: Page, to: string, kind: string): Promise<string> {
  await expect
    .poll(async () => {
      const res = await page.request.get(`${OPERATOR}/outbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } });
      return ((await res.json()) as { mails: { kind: string }[] }).mails.filter((m) => m.kind === kind).length;
    })
    .toBeGreaterThan(0);
  await page.goto(`${OPERATOR}/outbox?to=${encodeURIComponent(to)}`);
  await expectAccessible(page);
  await page.getByRole('row').nth(1).getByRole('link').click();
  return (await page.locator('pre').textContent()) ?? '';
}

test('shop-nl: registration with the spec’s messages, the welcome mail, then forgot password through the outbox; the link works once', async ({ page }) => {
  const nl = SHOPS[3];
  const email = `e2e-${Date.now()}@example.nl`;
  await page.goto(`${nl.url}/kassa/registreren`);
  await page.waitForLoadState('networkidle');
  const register = form(page, 'Klantaccount aanmaken');
  await register.getByLabel('Voornaam').fill('Femke');
  await register.getByLabel('Achternaam').fill('Jansen');
  await register.getByLabel('E-mailadres').fill(email);
  await register.getByLabel('Geboortedatum').fill('1991-05-14');
  await register.getByLabel('Wachtwoord', { exact: true }).fill('wachtwoord1');
  await register.getByRole('button', { name: 'Klantaccount aanmaken' }).click();
  await expect(register.locator('.vt-field-error', { hasText: 'Dit wachtwoord is te makkelijk te raden. Kies een ander wachtwoord.' })).toBeVisible();
  await expect(register.getByLabel('Voornaam')).toHaveValue('Femke');
  await expect(register.getByLabel('E-mailadres')).toHaveValue(email);
  await register.getByLabel('Wachtwoord', { exact: true }).fill('Fietsen-langs-de-Amstel');
  await register.getByRole('button', { name: 'Klantaccount aanmaken' }).click();
  // The account opens with the mailed link (a registration of a known e-mail would say the same here).
  await expect(page.getByRole('status').filter({ hasText: 'Bijna klaar' })).toContainText(`Bijna klaar: we hebben u een e-mail gestuurd naar ${email}.`);
  await expectAccessible(page);
  await confirmRegistrationByMail(page, email);
  await expect(page).toHaveURL(`${nl.url}/`);
  await expect(accountEntry(page)).toHaveAccessibleName('Mijn account');
  expect(await newestMail(page, email, 'welcome')).toContain('Uw klantaccount is aangemaakt.');

  // Log out, forget the password.
  await page.goto(`${nl.url}/kassa/registreren`);
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await page.goto(`${nl.url}/kassa/registreren`);
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  const forgot = form(page, 'Wachtwoord vergeten');
  await forgot.getByLabel('E-mailadres').fill(email);
  await forgot.getByRole('button', { name: 'Link aanvragen' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Als er voor ${email} een klantaccount bestaat` })).toBeVisible();
  await expectAccessible(page);

  const mail = await newestMail(page, email, 'password-reset');
  const link = /http:\/\/\S+\/password\/reset\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expectAccessible(page);
  const reset = form(page, 'Nieuw wachtwoord instellen');
  await reset.getByLabel('Nieuw wachtwoord').fill('Molen-bij-Kinderdijk-7');
  await reset.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uw wachtwoord is gewijzigd.' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar inloggen' }).click();
  const login = form(page, 'Inloggen');
  await expect(login.getByLabel('E-mailadres')).toHaveValue(email);
  await login.getByLabel('Wachtwoord').fill('Molen-bij-Kinderdijk-7');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(accountEntry(page)).toHaveAccessibleName('Mijn account');

  // The same link a second time.
  await page.goto(link!);
  await page.waitForLoadState('networkidle');
  await form(page, 'Nieuw wachtwoord instellen').getByLabel('Nieuw wachtwoord').fill('Nog-een-ander-wachtwoord-8');
  await form(page, 'Nieuw wachtwoord instellen').getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'De link is ongeldig of verlopen. Vraag een nieuwe link aan.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuwe link aanvragen' })).toBeVisible();
});

test('shop-de with the keyboard alone: from the header to the login form, logged in with Enter', async ({ page }) => {
  const de = SHOPS[0];
  await page.goto(`${de.url}/`);
  await page.waitForLoadState('networkidle');
  const focusedIs = (selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 60 && !(await focusedIs(selector)); i++) await page.keyboard.press('Tab');
    expect(await focusedIs(selector)).toBe(true);
  };
  await tabTo('.vt-header-action[data-kind="account"]');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  await tabTo('#field-email');
  await page.keyboard.type('anna.schmidt@example.de');
  await page.keyboard.press('Tab');
  expect(await focusedIs('#field-password')).toBe(true);
  await page.keyboard.type('Vitrine-Demo-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(`${de.url}/`);
  await expect(accountEntry(page)).toHaveAccessibleName('Mein Konto');
  // Focus is back where it was: on the account entry.
  expect(await focusedIs('.vt-header-action[data-kind="account"]')).toBe(true);
});

test('a reset link without a valid token says so at once, in every shop’s language', async ({ page }) => {
  for (const [url, says] of [
    [`${SHOPS[0].url}/password/reset?token=abc`, 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.'],
    [`${SHOPS[2].url}/fr/password/reset`, 'Le lien n’est pas valable ou a expiré. Veuillez demander un nouveau lien.'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('alert').filter({ hasText: says })).toBeVisible();
    await expectAccessible(page);
  }
});

test('shop-ch: the header’s login modal with its two tabs logs in and stays on the page', async ({ page }) => {
  const ch = SHOPS[1];
  await page.goto(`${ch.url}/service-hilfe`);
  await page.waitForLoadState('networkidle');
  await accountEntry(page).click();
  const modal = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(`${ch.url}/service-hilfe`);
  await expect(modal.getByRole('tab', { name: 'E-Mail und Passwort' })).toHaveAttribute('aria-selected', 'true');
  await modal.getByRole('tab', { name: 'Kundennummer und Geburtsdatum' }).click();
  await modal.getByLabel('Kundennummer', { exact: true }).fill('20000002');
  await modal.getByLabel('Geburtsdatum', { exact: true }).fill('1978-02-05');
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Anmelden' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(`${ch.url}/service-hilfe`);
  await expect(accountEntry(page)).toHaveAccessibleName('Mein Konto');
});

test('shop-ch fr-CH: customer number and date of birth are a soft login: the account asks for the password or a mailed code, which opens it', async ({ page }) => {
  const ch = SHOPS[2];
  await page.goto(`${ch.url}/fr/caisse/inscription?tab=number`);
  const byNumber = form(page, 'Se connecter');
  await byNumber.getByLabel('Numéro client', { exact: true }).fill('20000002');
  await byNumber.getByLabel('Date de naissance', { exact: true }).fill('1978-02-05');
  await byNumber.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${ch.url}/fr`);
  expect(await (await page.request.get(`${ch.url}/api/session`)).json()).toMatchObject({ type: 1 });
  // The basket is Claire's; the account asks first.
  await page.goto(`${ch.url}/fr/mon-compte`);
  await expect(page.getByRole('heading', { name: 'Bon retour, Claire' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  const byCode = form(page, 'Connexion avec un code par e-mail');
  await byCode.getByRole('button', { name: 'Envoyer un code par e-mail' }).click();
  await expect(byCode.getByRole('status')).toContainText('Nous avons envoyé un code à c***@example.ch. Il est valable 10 minutes.');
  await expectAccessible(page);
  // The code as Claire reads it, in another tab.
  const inbox = await page.context().newPage();
  const code = /\b(\d{6})\b/.exec(await newestMail(inbox, 'claire.dubois@example.ch', 'login-code'))![1]!;
  await inbox.close();
  // A wrong code first: said, and the field stays.
  await byCode.getByLabel('Code reçu par e-mail').fill(code === '000000' ? '000001' : '000000');
  await byCode.getByRole('button', { name: 'Se connecter avec le code' }).click();
  await expect(byCode.getByRole('alert')).toContainText('Le code est erroné ou a expiré.');
  await byCode.getByLabel('Code reçu par e-mail').fill(code);
  await byCode.getByRole('button', { name: 'Se connecter avec le code' }).click();
  await expect(page).toHaveURL(/\/fr\/mon-compte/);
  await expect(page.getByRole('heading', { name: 'Bon retour, Claire' })).toHaveCount(0);
  expect(await (await page.request.get(`${ch.url}/api/session`)).json()).toMatchObject({ type: 2 });
});

/**
 * The shops' session secret (what `npm test` and `npm start` share with the gateway): the soft-login
 * journey signs the token the gateway would have issued an hour ago, instead of waiting for one to expire.
 */
function sessionSecret(): string {
  if (process.env.VITRINE_SESSION_SECRET) return process.env.VITRINE_SESSION_SECRET;
  const file = join(import.meta.dirname, '../../../.data/secrets.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).VITRINE_SESSION_SECRET!;
}
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('shop-de: "stay logged in" gives a soft login after the key expired, which asks for the password before the account', async ({ page }) => {
  const de = SHOPS[0];
  const email = `soft-${Date.now()}@example.de`;
  await page.goto(`${de.url}/kasse/registrieren`);
  const register = form(page, 'Kundenkonto eröffnen');
  await register.getByLabel('Vorname', { exact: true }).fill('Lena');
  await register.getByLabel('Nachname', { exact: true }).fill('Vogel');
  await register.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await register.getByLabel('Geburtsdatum', { exact: true }).fill('1989-07-21');
  await register.getByLabel('Passwort', { exact: true }).fill('Segelboot-am-Bodensee');
  await register.getByLabel('Auf diesem Gerät angemeldet bleiben').check();
  await register.getByRole('button', { name: 'Kundenkonto eröffnen' }).click();
  await confirmRegistrationByMail(page, email);
  await expect(page).toHaveURL(`${de.url}/`);
  // The keeper renews the new key at once (the login-state cookie changed): let that answer land
  // first, or it would overwrite the expired cookie below (the cookie is set before the key is stored).
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('vitrine.session') ?? 'null') as { type?: number } | null)?.type), { timeout: 30_000 }).toBe(2);

  // An hour later: the same session's key, expired (signed as the gateway signs; only the clock is played).
  const cookie = (await page.context().cookies(de.url)).find((c) => c.name === 'vt_session')!;
  const claims = JSON.parse(Buffer.from(cookie.value.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT', kid: 'k1' })}.${b64({ ...claims, iat: now - 3700, exp: now - 100 })}`;
  const expired = `${body}.${createHmac('sha256', sessionSecret()).update(body).digest('base64url')}`;
  await page.context().addCookies([{ ...cookie, value: expired }]);
  await page.evaluate(() => localStorage.clear());

  // The session keeper asks the key manager on start: a soft login (type 1).
  await page.goto(`${de.url}/service-hilfe`);
  await expect.poll(async () => ((await (await page.request.get(`${de.url}/api/session`)).json()) as { type: number }).type, { timeout: 30_000 }).toBe(1);
  await expect(accountEntry(page)).toHaveAccessibleName('Mein Konto');

  // Before the account: the password again.
  await page.goto(`${de.url}/kasse/registrieren`);
  await expect(page.getByRole('heading', { name: 'Willkommen zurück, Lena' })).toBeVisible();
  const again = form(page, 'Anmelden');
  await expect(again.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expectAccessible(page);
  await again.getByLabel('Passwort').fill('Segelboot-am-Bodensee');
  await again.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${de.url}/`);
  expect(await (await page.request.get(`${de.url}/api/session`)).json()).toMatchObject({ type: 2 });
  await page.goto(`${de.url}/kasse/registrieren`);
  await expect(page.getByText('Sie sind angemeldet als Lena Vogel')).toBeVisible();
});
