import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectAccessible, OPERATOR, SHOPS } from './shops';

const de = SHOPS[0];
const PASSWORD = 'Vitrine-Kredit-2026';

/** The lend-money page asks a guest to log in and comes back (the README's demo customers). */
async function openAs(page: Page, email: string): Promise<void> {
  await page.goto(`${de.url}/service-hilfe/geld-leihen`);
  await expect(page).toHaveURL(/\/kasse\/registrieren\?next=%2Fservice-hilfe%2Fgeld-leihen$/);
  const login = page.getByRole('form', { name: 'Anmelden', exact: true });
  await login.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await login.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geld leihen' })).toBeVisible();
}

test('shop-de: the lend-money request — the rules in the browser, the conditions dialog, the request confirmed by mail', async ({ page, request }) => {
  await openAs(page, 'eva.hartmann@example.de');
  const form = page.getByRole('form', { name: 'Geld leihen' });
  await expect(form.getByLabel('Kontoinhaber')).toHaveValue('Eva Hartmann');
  await expect(form.getByText('Wir überweisen auf Ihr Konto DE89 •••• •••• •••• ••30 00.')).toBeVisible();
  await expectAccessible(page);
  // The shared rules first: too little, then letters.
  await form.getByLabel('Gewünschter Betrag in Euro').fill('99');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.locator('.vt-field-error', { hasText: 'Bitte geben Sie einen Betrag von 100 bis 5000 Euro ein.' })).toBeVisible();
  await form.getByLabel('Gewünschter Betrag in Euro').fill('zwei');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.locator('.vt-field-error', { hasText: 'Nur Zahlen sind erlaubt' })).toBeVisible();
  await expectAccessible(page);
  // The conditions, in their dialog, with the keyboard.
  await form.getByRole('button', { name: 'Bedingungen ansehen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bedingungen' });
  await expect(dialog).toContainText('kein Darlehen im letzten Monat');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await form.getByLabel('Gewünschter Betrag in Euro').fill('120');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Ihre Anfrage' });
  await expect(done).toContainText(/Ihre Anfrage LM-[0-9A-F]{10} ist bei uns eingegangen/);
  const reference = /LM-[0-9A-F]{10}/.exec(await done.innerText())![0];
  await expect
    .poll(async () => {
      const res = await request.get(`${OPERATOR}/outbox?to=${encodeURIComponent('eva.hartmann@example.de')}`, { headers: { accept: 'application/json' } });
      return ((await res.json()) as { mails: { kind: string; text: string }[] }).mails.some((m) => m.kind === 'lend-money' && m.text.includes(reference));
    })
    .toBe(true);
});

const FAILING = [
  ['jonas.krueger@example.de', 'payment arrears with the shop 2 months ago'],
  ['lea.wolf@example.de', 'an age of 24'],
  ['horst.brandt@example.de', 'an age of 70'],
  ['mehmet.yilmaz@example.de', 'credit-bureau arrears 3 years ago'],
  ['sophie.lange@example.de', 'a loan 10 days ago'],
  ['paul.schubert@example.de', 'no earlier payment'],
  ['ingrid.vogt@example.de', 'a payment arrangement'],
  ['tim.berger@example.de', 'an income-and-expenses check 4 years old'],
] as const;

for (const [email, why] of FAILING) {
  test(`shop-de: the lend-money request of a customer with ${why} ends on the failed page`, async ({ page }) => {
    await openAs(page, email);
    const form = page.getByRole('form', { name: 'Geld leihen' });
    await form.getByLabel('Gewünschter Betrag in Euro').fill('100');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Leider können wir Ihnen im Moment kein Geld leihen' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the lend-money page is the base shop’s alone: the other shops answer 404', async ({ request }) => {
  for (const shop of SHOPS.slice(1)) expect((await request.get(`${shop.url}/service-hilfe/geld-leihen`)).status()).toBe(404);
});
