import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './test';
import { expectAccessible, OPERATOR, SHOPS } from './shops';

const [de, , fr] = SHOPS;

/** The mails of the sandbox's outbox to one address, oldest first. */
async function mailsTo(page: Page, email: string, kind: string): Promise<{ subject: string; text: string; headers: Record<string, string> }[]> {
  const res = await page.request.get(`${OPERATOR}/outbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } });
  return ((await res.json()) as { mails: { kind: string; subject: string; text: string; headers: Record<string, string> }[] }).mails.filter((m) => m.kind === kind).reverse();
}

test('shop-de: newsletter with double opt-in — the form, the pending page and its sheet, the link’s button, the welcome voucher, then already subscribed', async ({ page }) => {
  const email = `newsletter-${Date.now()}@example.de`;
  await page.goto(`${de.url}/service-hilfe`);
  await page.getByRole('link', { name: 'Newsletter abonnieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Newsletter abonnieren' });
  // The voucher's terms, in their dialog (its button is client code).
  const termsButton = form.getByRole('button', { name: 'Gutscheinbedingungen' });
  await hydrated(termsButton);
  await termsButton.click();
  const terms = page.getByRole('dialog', { name: 'Gutscheinbedingungen' });
  await expect(terms).toContainText(/Ihr Willkommensgutschein über 10,00\s€/);
  await expect(terms).toContainText(/Ab einem Bestellwert von 50,00\s€ der Ware, die Sie behalten\./);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await form.getByLabel('E-Mail-Adresse').fill('newsletter@');
  await form.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(form.locator('.vt-field-error', { hasText: 'Die E-Mail-Adresse ist nicht gültig.' })).toBeVisible();
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Jetzt anmelden' }).click();
  // Page two: waiting for the link; the sheet sends a new one.
  await expect(page).toHaveURL(/\/service-hilfe\/vorteile\/newsletter\/bestaetigen\?ref=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Keine E-Mail bekommen?' }).click();
  const sheet = page.getByRole('dialog', { name: 'Keine E-Mail bekommen?' });
  await sheet.getByRole('button', { name: 'Neue Bestätigungs-E-Mail senden' }).click();
  await expect(sheet.getByRole('status')).toHaveText('Wir haben Ihnen eine neue E-Mail geschickt. Der Link der früheren E-Mail gilt nicht mehr.');
  await expectAccessible(page);
  await expect.poll(async () => (await mailsTo(page, email, 'newsletter-confirm')).length).toBe(2);
  const [first, second] = await mailsTo(page, email, 'newsletter-confirm');
  const link = (text: string) => /https?:\/\/\S+\?token=[\w-]{43}/.exec(text)![0];
  // The older link no longer works.
  await page.goto(link(first!.text));
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Den Link kennen wir nicht' })).toHaveText('Den Link kennen wir nicht, oder er wurde durch einen neueren ersetzt.');
  await expectAccessible(page);
  // Page three: the newest link's button confirms; the voucher is mailed.
  await page.goto(link(second!.text));
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen beim Newsletter!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Anmeldung' })).toHaveText('Ihre Anmeldung ist bestätigt. Ihr Willkommensgutschein ist per E-Mail unterwegs.');
  await expectAccessible(page);
  await expect.poll(async () => (await mailsTo(page, email, 'newsletter-welcome'))[0]?.text ?? '').toMatch(/Ihr Willkommensgutschein über 10,00\s€: NL-[0-9A-F]{10}/);
  // Page four: the same address again.
  await page.goto(`${de.url}/service-hilfe/vorteile/newsletter`);
  await page.getByRole('form', { name: 'Newsletter abonnieren' }).getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('form', { name: 'Newsletter abonnieren' }).getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(page).toHaveURL(/\/service-hilfe\/vorteile\/newsletter\/bereits-angemeldet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind schon angemeldet' })).toBeVisible();
  await expectAccessible(page);
});

test('shop-ch fr-CH without JavaScript: no double opt-in, the CHF 30 voucher mailed at once', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `infolettre-${Date.now()}@example.ch`;
  await page.goto(`${fr.url}/fr/aide-service/avantages/newsletter`);
  const form = page.getByRole('form', { name: 'S’abonner à la newsletter' });
  await expect(form).toContainText(/un bon de 30\.00\sCHF/);
  // The voucher's terms open in place (a native disclosure where the dialog needs JavaScript).
  const terms = form.getByRole('group', { name: 'Conditions du bon' });
  await expect(terms).toBeHidden();
  await form.getByText('Conditions du bon', { exact: true }).click();
  await expect(terms).toContainText(/Votre bon de bienvenue de 30\.00\sCHF arrive avec l’e-mail de bienvenue\./);
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page).toHaveURL(/\/fr\/aide-service\/avantages\/newsletter\/bienvenue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue dans la newsletter !' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, email, 'newsletter-welcome'))[0]?.text ?? '').toMatch(/Votre bon de bienvenue de 30\.00\sCHF : NL-[0-9A-F]{10}/);
  expect(await mailsTo(page, email, 'newsletter-confirm')).toHaveLength(0);
  await context.close();
});

/** A subscriber of shop-de, through the pages and the mails; answers the welcome mail's links and headers. */
async function subscriber(page: Page, email: string) {
  await page.goto(`${de.url}/service-hilfe/vorteile/newsletter`);
  const form = page.getByRole('form', { name: 'Newsletter abonnieren' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(page).toHaveURL(/\/newsletter\/bestaetigen\?ref=/);
  await expect.poll(async () => (await mailsTo(page, email, 'newsletter-confirm')).length).toBe(1);
  const [confirm] = await mailsTo(page, email, 'newsletter-confirm');
  await page.goto(/https?:\/\/\S+\?token=[\w-]{43}/.exec(confirm!.text)![0]);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen beim Newsletter!' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, email, 'newsletter-welcome')).length).toBe(1);
  const [welcome] = await mailsTo(page, email, 'newsletter-welcome');
  return {
    settings: /https?:\/\/\S+\/abmelden\?s=[\w.-]+/.exec(welcome!.text)![0],
    mailings: /https?:\/\/\S+\/werbung-abbestellen\?s=[\w.-]+/.exec(welcome!.text)![0],
    headers: welcome!.headers,
  };
}

test('shop-de: the newsletter settings by the mail’s link — a pause, then one brand ended; the send button waits for each choice', async ({ page }) => {
  const { settings } = await subscriber(page, `einstellungen-${Date.now()}@example.de`);
  await page.goto(settings);
  const form = page.getByRole('form', { name: 'Newsletter-Einstellungen' });
  const save = form.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();
  // The base shop offers all four frequencies (spec §3).
  await expect(form.getByLabel('Was möchten Sie tun?').locator('option[value^="frequency|"]')).toHaveCount(4);
  await form.getByLabel('Was möchten Sie tun?').selectOption('pause|-100');
  await expect(save).toBeDisabled();
  await form.getByLabel('Wie lange pausieren?').selectOption({ label: '2 Wochen' });
  await expect(save).toBeEnabled();
  await expectAccessible(page);
  await save.click();
  await expect(form.getByRole('status')).toContainText('Der Newsletter pausiert bis zum');
  await form.getByLabel('Was möchten Sie tun?').selectOption('unsubscribe|99');
  await expect(form.getByLabel('Wie lange pausieren?')).toHaveCount(0);
  await form.getByLabel('Abbestellen').selectOption('second-brand');
  await save.click();
  await expect(form.getByRole('status')).toHaveText('Der Newsletter unserer Zweitmarke ist abbestellt; unseren bekommen Sie weiter.');
  await expectAccessible(page);
});

test('shop-de: every mailing’s unsubscribe — the link’s button, then "not found or already removed"; one click from the mail program (RFC 8058)', async ({ page, playwright }) => {
  const first = await subscriber(page, `werbung-${Date.now()}@example.de`);
  await page.goto(first.mailings);
  await page.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erledigt' })).toContainText('Erledigt: Sie bekommen von uns keine Werbung mehr per E-Mail.');
  await page.goto(first.mailings);
  await page.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'nicht gefunden' })).toHaveText('Diese E-Mail-Adresse haben wir nicht gefunden, oder sie ist bereits abgemeldet.');
  await expectAccessible(page);
  // The settings link of an ended subscription says so (spec §8).
  await page.goto(first.settings);
  await expect(page.getByRole('alert').filter({ hasText: 'Ich bin' })).toHaveText('Ich bin nicht per E-Mail für den Newsletter angemeldet.');

  const second = await subscriber(page, `ein-klick-${Date.now()}@example.de`);
  expect(second.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const target = /^<(https?:\/\/[^>]+)>$/.exec(second.headers['List-Unsubscribe']!)![1]!;
  // A mail program: no cookie, another origin, only the one-click body.
  const mailProgram = await playwright.request.newContext({ extraHTTPHeaders: { origin: 'https://mail.example.net' } });
  const click = () => mailProgram.post(target, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect((await click()).status()).toBe(200);
  expect((await click()).status()).toBe(404);
  expect((await mailProgram.post(target, { form: { something: 'else' } })).status()).toBe(400);
  await mailProgram.dispose();
  await page.goto(second.settings);
  await expect(page.getByRole('alert').filter({ hasText: 'Ich bin' })).toBeVisible();
});

const NEWSLETTER = {
  'de-DE': { path: '/service-hilfe/vorteile/newsletter', button: 'Jetzt anmelden', invalid: 'Die E-Mail-Adresse ist nicht gültig.', next: /\/newsletter\/bestaetigen\?ref=/ },
  'de-CH': { path: '/service-hilfe/vorteile/newsletter', button: 'Jetzt anmelden', invalid: 'Die E-Mail-Adresse ist nicht gültig.', next: /\/newsletter\/willkommen$/ },
  'fr-CH': {
    path: '/fr/aide-service/avantages/newsletter',
    button: 'S’inscrire',
    invalid: 'L’adresse e-mail n’est pas valable.',
    next: /\/fr\/aide-service\/avantages\/newsletter\/bienvenue$/,
  },
  'nl-NL': { path: '/klantenservice/voordelen/nieuwsbrief', button: 'Nu aanmelden', invalid: 'Het e-mailadres is ongeldig.', next: /\/nieuwsbrief\/bevestigen\?ref=/ },
} as const;

for (const shop of SHOPS) {
  const text = NEWSLETTER[shop.locale];
  test(`${shop.name} ${shop.locale}: the newsletter sign-up says a wrong address in its language and goes on to the shop's next page (double opt-in or not)`, async ({ page }) => {
    await page.goto(`${shop.url}${text.path}`);
    const form = page.locator('form.vt-newsletter');
    await form.locator('[name="email"]').fill('nicht-gueltig@');
    await form.getByRole('button', { name: text.button }).click();
    await expect(form.locator('#field-email-error')).toHaveText(text.invalid);
    await form.locator('[name="email"]').fill(`nl-${shop.locale}-${Date.now()}@example.org`);
    await form.getByRole('button', { name: text.button }).click();
    await expect(page).toHaveURL(text.next);
    await expectAccessible(page);
  });
}
