import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './test';
import { expectAccessible, OPERATOR, SHOPS } from './shops';

const [de, , fr, nl] = SHOPS;

/** A file as the shopper picks it: an image's first bytes (or a PDF's) and some more. */
const file = (name: string, head: number[], size = 2048) => {
  const buffer = Buffer.alloc(size);
  Buffer.from(head).copy(buffer);
  return { name, mimeType: 'application/octet-stream', buffer };
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

/** The mails of the sandbox's outbox to one address. */
async function mailsTo(page: Page, email: string): Promise<{ kind: string; subject: string; text: string }[]> {
  const res = await page.request.get(`${OPERATOR}/outbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } });
  return ((await res.json()) as { mails: { kind: string; subject: string; text: string }[] }).mails;
}

async function fillAddress(form: Locator, { postalCode = '20095', city = 'Hamburg' } = {}) {
  await form.getByLabel('Anrede').selectOption('female');
  await form.getByLabel('Vorname').fill('Jana');
  await form.getByLabel('Nachname').fill('Krüger');
  await form.getByLabel('Straße').fill('Hauptstraße');
  await form.getByLabel('Hausnummer').fill('5a');
  await form.getByLabel('Postleitzahl').fill(postalCode);
  await form.getByLabel('Ort').fill(city);
}

test('shop-de: a contact message with guided answers, the rules in the browser and in the gateway, files kept through a refusal, confirmed by mail', async ({ page }) => {
  const email = `kontakt-${Date.now()}@example.de`;
  await page.goto(`${de.url}/service-hilfe`);
  await page.getByRole('link', { name: 'Schreiben Sie uns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  // The subject's change handler exists once the form hydrated (a change before that is not replayed).
  await page.waitForLoadState('networkidle');
  // The subject first: its answers show before the form, and the address keeps it.
  await page.getByLabel('Worum geht es?').selectOption({ label: 'Rücksendung und Umtausch' });
  await expect(page).toHaveURL(/\/service-hilfe\/kontakt\?thema=returns$/);
  const answers = page.getByRole('region', { name: 'Schnelle Antworten' });
  await expect(answers.getByRole('link', { name: 'Rücksendung und Umtausch' })).toHaveAttribute('href', '/service-hilfe#retourneren-ruilen');
  await expect(answers.getByRole('link', { name: 'Rückgabe im Paketshop' })).toHaveAttribute('href', '/service-hilfe#retourneren-servicepunt');
  const form = page.getByRole('form', { name: 'Nachricht an den Kundenservice' });
  const send = form.getByRole('button', { name: 'Nachricht senden' });
  // The button waits for the required fields (spec §4).
  await expect(send).toBeDisabled();
  await expect(form.getByText('Bitte füllen Sie alle Pflichtfelder aus')).toBeVisible();
  await expectAccessible(page);
  await fillAddress(form);
  await form.getByLabel('E-Mail-Adresse').fill('jana@');
  await form.getByLabel('Ihre Nachricht').fill('Die Lampe kam mit einem Sprung im Glas an. Fotos anbei.');
  await form.getByLabel('Werbung per Post').check();
  // Files: the browser refuses a text file at once; a PDF named .jpg only the gateway can tell.
  const files = form.getByLabel('Dateien anhängen (freiwillig)');
  await files.setInputFiles([file('riss.png', PNG, 3000), file('notiz.txt', [0x68, 0x69]), file('beleg.jpg', PDF, 1000)]);
  await expect(form.getByText('notiz.txt: Dieses Dateiformat wird nicht unterstützt.')).toBeVisible();
  await expect(form.getByText(/^2 Dateien, 4\skB von 5\sMB$/)).toBeVisible();
  await expect(send).toBeEnabled();
  // The shared rules in the browser: nothing is sent with a wrong e-mail address.
  await send.click();
  await expect(form.locator('.vt-field-error', { hasText: 'Die E-Mail-Adresse ist nicht gültig.' })).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await send.click();
  // The gateway looked at the bytes: the PDF is refused, the photo is kept, and so is everything typed.
  await expect(form.getByText('beleg.jpg: Dieses Dateiformat wird nicht unterstützt.')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Ausgewählte Dateien' }).getByText('riss.png')).toBeVisible();
  await expect(form.getByLabel('Ihre Nachricht')).toHaveValue('Die Lampe kam mit einem Sprung im Glas an. Fotos anbei.');
  await expect(form.getByLabel('Werbung per Post')).toBeChecked();
  await expectAccessible(page);
  await send.click();
  const done = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht' });
  await expect(done).toContainText(/Ihre Vorgangsnummer ist KM-[0-9A-F]{10}/);
  const reference = /KM-[0-9A-F]{10}/.exec(await done.innerText())![0];
  await expect.poll(async () => (await mailsTo(page, email)).find((m) => m.kind === 'contact')?.subject ?? null).toBe(`Ihre Nachricht an Vitrine (${reference})`);
  const mail = (await mailsTo(page, email)).find((m) => m.kind === 'contact')!;
  expect(mail.text).toContain('mit 1 Anhang');
  expect(mail.text).not.toContain('Sprung im Glas');
});

test('shop-de: the upload rules in the browser — the total, a duplicate name, removing a file', async ({ page }) => {
  await page.goto(`${de.url}/service-hilfe/kontakt?thema=warranty`);
  const form = page.getByRole('form', { name: 'Nachricht an den Kundenservice' });
  const files = form.getByLabel('Dateien anhängen (freiwillig)');
  const twoMb = 2 * 1024 * 1024;
  // The files' rules are client code: files chosen before it hydrated stay unchecked in the field.
  await hydrated(files);
  await files.setInputFiles([file('a.jpg', JPEG, twoMb), file('b.jpg', JPEG, twoMb), file('c.jpg', JPEG, twoMb)]);
  await expect(form.getByText('1 Datei wurde nicht übernommen: zusammen sind höchstens 5 MB erlaubt.')).toBeVisible();
  await expect(form.getByText(/^2 Dateien, 4\sMB von 5\sMB$/)).toBeVisible();
  await files.setInputFiles([file('A.JPG', JPEG, 100)]);
  await expect(form.getByText('A.JPG: Eine Datei mit diesem Namen haben Sie schon ausgewählt.')).toBeVisible();
  await form.getByRole('button', { name: 'a.jpg entfernen' }).click();
  await expect(form.getByText(/^1 Datei, 2\sMB von 5\sMB$/)).toBeVisible();
  // A single file over 5 MB, and an eleventh file.
  await files.setInputFiles([file('gross.jpg', JPEG, 6 * 1024 * 1024)]);
  await expect(form.getByText('gross.jpg: Die Datei ist größer als 5 MB.')).toBeVisible();
  await form.getByRole('button', { name: 'b.jpg entfernen' }).click();
  await files.setInputFiles(Array.from({ length: 11 }, (_, i) => file(`n${i + 1}.png`, PNG, 100)));
  await expect(form.getByText('n11.png: Sie können höchstens 10 Dateien hochladen.')).toBeVisible();
  await expect(form.getByText(/^10 Dateien, \S+\s\S+ von 5\sMB$/)).toBeVisible();
  await expectAccessible(page);
});

test('shop-de: applicants are sent to the jobs page instead of the form', async ({ page }) => {
  await page.goto(`${de.url}/service-hilfe/kontakt`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Worum geht es?').selectOption({ label: 'Bewerbung' });
  await expect(page.getByRole('link', { name: 'Zur Karriereseite' })).toHaveAttribute('href', '/service-hilfe/ueber-uns/karriere');
  await expect(page.getByRole('form', { name: 'Nachricht an den Kundenservice' })).toHaveCount(0);
  await expectAccessible(page);
});

test('shop-de without JavaScript: the subject by a plain form, a refused message keeps its file, then it is sent', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `ohne-js-${Date.now()}@example.de`;
  await page.goto(`${de.url}/service-hilfe/kontakt`);
  await page.getByLabel('Worum geht es?').selectOption('order-status');
  await page.getByRole('button', { name: 'Antworten zeigen' }).click();
  await expect(page).toHaveURL(/\?thema=order-status$/);
  await expect(page.getByRole('link', { name: 'Bestellstatus abfragen' })).toHaveAttribute('href', '/bestellstatus');
  const form = page.getByRole('form', { name: 'Nachricht an den Kundenservice' });
  await fillAddress(form);
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Dateien anhängen (freiwillig)').setInputFiles([file('paket.png', PNG, 5000)]);
  // No message: the server's rules answer, and the file is kept by the gateway meanwhile.
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.locator('.vt-field-error', { hasText: 'Dies ist ein Pflichtfeld.' })).toBeVisible();
  await expect(form.getByRole('list', { name: 'Ausgewählte Dateien' }).getByText('paket.png')).toBeVisible();
  await expect(form.getByLabel('Vorname')).toHaveValue('Jana');
  await form.getByLabel('Ihre Nachricht').fill('Wo bleibt mein Paket?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Nachricht' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, email)).find((m) => m.kind === 'contact')?.text ?? '').toContain('mit 1 Anhang');
  await context.close();
});

test('shop-nl: the captcha is solved by the browser before the message can be sent', async ({ page }) => {
  const email = `contact-${Date.now()}@example.nl`;
  await page.goto(`${nl.url}/klantenservice/contact?thema=other`);
  const form = page.getByRole('form', { name: 'Bericht aan de klantenservice' });
  await form.getByLabel('Aanhef').selectOption('male');
  await form.getByLabel('Voornaam').fill('Daan');
  await form.getByLabel('Achternaam').fill('de Vries');
  await form.getByLabel('Straat').fill('Damrak');
  await form.getByLabel('Huisnummer').fill('1');
  await form.getByLabel('Postcode').fill('1012 AB');
  await form.getByLabel('Plaats').fill('Amsterdam');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Uw bericht').fill('Kan ik mijn bank ook in het blauw krijgen?');
  await expect(form.getByRole('status').filter({ hasText: 'Veiligheidscontrole voltooid.' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hartelijk dank voor uw bericht' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, email)).find((m) => m.kind === 'contact')?.subject ?? '').toMatch(/^Uw bericht aan Vitrine \(KM-/);
});

test('shop-ch fr-CH: the guide and the rules speak French', async ({ page }) => {
  await page.goto(`${fr.url}/fr/aide-service/contact?thema=address`);
  await expect(page.getByRole('link', { name: 'Vers mon carnet d’adresses' })).toHaveAttribute('href', '/fr/mon-compte/mon-carnet-d-adresses');
  const form = page.getByRole('form', { name: 'Message au service client' });
  await form.getByLabel('Code postal').fill('12345');
  await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
  await expectAccessible(page);
});

/** The rules' messages in each language (spec §5): what the catalogs say. */
const MESSAGES = {
  de: {
    required: 'Dies ist ein Pflichtfeld.',
    email: 'Die E-Mail-Adresse ist nicht gültig.',
    postal: 'Die Postleitzahl ist nicht gültig.',
    digits: 'Nur Zahlen sind erlaubt',
    date: 'Bitte geben Sie ein gültiges Datum ein.',
    phone: 'Die Telefonnummer ist nicht gültig.',
    name: 'Sonderzeichen und Zahlen sind nicht erlaubt.',
    sent: 'Vielen Dank für Ihre Nachricht',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    email: 'L’adresse e-mail n’est pas valable.',
    postal: 'Le code postal n’est pas valable.',
    digits: 'Seuls les chiffres sont autorisés',
    date: 'Veuillez saisir une date valide.',
    phone: 'Le numéro de téléphone n’est pas valable.',
    name: 'Les caractères spéciaux et les chiffres ne sont pas autorisés.',
    sent: 'Merci pour votre message',
  },
  nl: {
    required: 'Dit is een verplicht veld.',
    email: 'Het e-mailadres is ongeldig.',
    postal: 'De postcode is ongeldig.',
    digits: 'Alleen cijfers zijn toegestaan',
    date: 'Voer een geldige datum in.',
    phone: 'Het telefoonnummer is niet geldig.',
    name: 'Speciale tekens en cijfers zijn niet toegestaan.',
    sent: 'Hartelijk dank voor uw bericht',
  },
} as const;
const CONTACT_PATH = { de: '/service-hilfe/kontakt', fr: '/aide-service/contact', nl: '/klantenservice/contact' } as const;
const VALID = { 'de-DE': ['20095', 'Hamburg'], 'de-CH': ['8001', 'Zürich'], 'fr-CH': ['1201', 'Genève'], 'nl-NL': ['1012 AB', 'Amsterdam'] } as const;

for (const shop of SHOPS) {
  const language = shop.locale.slice(0, 2) as keyof typeof MESSAGES;
  const text = MESSAGES[language];
  test(`${shop.name} ${shop.locale}: every validation message of the contact form (without JavaScript the server's, then the browser's), then the message is sent`, async ({
    browser,
    page,
  }) => {
    const url = `${shop.url}${shop.prefix}${CONTACT_PATH[language]}?thema=other`;
    const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);
    const error = (form: Locator, name: string) => form.locator(`#field-${name}-error`);
    // Without JavaScript the button is there: an empty form gets the server's required messages.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const bare = await plain.newPage();
    await bare.goto(url);
    const empty = bare.locator('form.vt-contact__form');
    await empty.locator('button[type="submit"]').click();
    for (const name of ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'email', 'message'])
      await expect(error(empty, name)).toHaveText(text.required);
    await plain.close();
    // With JavaScript: each format rule in the browser, before anything is sent.
    await page.goto(url);
    const form = page.locator('form.vt-contact__form');
    await field(form, 'salutation').selectOption('none');
    await field(form, 'firstName').fill('J4na');
    await field(form, 'lastName').fill('Keller');
    await field(form, 'street').fill('Seestrasse');
    await field(form, 'houseNumber').fill('3');
    await field(form, 'postalCode').fill('12');
    await field(form, 'city').fill(VALID[shop.locale][1]);
    await field(form, 'email').fill('jana@');
    await field(form, 'phone').fill('abc');
    await field(form, 'customerNumber').fill('12a');
    await field(form, 'birthday').fill('31.02.1990');
    await field(form, 'message').fill('Hallo');
    await form.locator('button[type="submit"]').click();
    await expect(error(form, 'firstName')).toHaveText(text.name);
    await expect(error(form, 'postalCode')).toHaveText(text.postal);
    await expect(error(form, 'email')).toHaveText(text.email);
    await expect(error(form, 'phone')).toHaveText(text.phone);
    await expect(error(form, 'customerNumber')).toHaveText(text.digits);
    await expect(error(form, 'birthday')).toHaveText(text.date);
    await expectAccessible(page);
    await field(form, 'firstName').fill('Jana');
    await field(form, 'postalCode').fill(VALID[shop.locale][0]);
    await field(form, 'email').fill(`kontakt-${shop.locale}-${Date.now()}@example.org`);
    await field(form, 'phone').fill('+41 44 123 45 67');
    await field(form, 'customerNumber').fill('20000001');
    await field(form, 'birthday').fill('01.02.1990');
    // The captcha where the shop has one (shop-nl) is solved by the browser meanwhile.
    await expect(form.locator('button[type="submit"]')).toBeEnabled({ timeout: 20_000 });
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole('status').filter({ hasText: text.sent })).toBeVisible();
  });
}
