import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, OPERATOR, SHOPS } from './shops';

const [de, , fr] = SHOPS;

/** The mails of the sandbox's outbox to one address, oldest first. */
async function mailsTo(page: Page, email: string, kind: string): Promise<{ subject: string; text: string }[]> {
  const res = await page.request.get(`${OPERATOR}/outbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } });
  return ((await res.json()) as { mails: { kind: string; subject: string; text: string }[] }).mails.filter((m) => m.kind === kind).reverse();
}

test('shop-de: newsletter with double opt-in — the form, the pending page and its sheet, the link’s button, the welcome voucher, then already subscribed', async ({ page }) => {
  const email = `newsletter-${Date.now()}@example.de`;
  await page.goto(`${de.url}/service-hilfe`);
  await page.getByRole('link', { name: 'Newsletter abonnieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Newsletter abonnieren' });
  // The voucher's terms, in their dialog.
  await form.getByRole('button', { name: 'Gutscheinbedingungen' }).click();
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
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page).toHaveURL(/\/fr\/aide-service\/avantages\/newsletter\/bienvenue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue dans la newsletter !' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, email, 'newsletter-welcome'))[0]?.text ?? '').toMatch(/Votre bon de bienvenue de 30\.00\sCHF : NL-[0-9A-F]{10}/);
  expect(await mailsTo(page, email, 'newsletter-confirm')).toHaveLength(0);
  await context.close();
});
