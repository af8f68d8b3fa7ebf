import { expect, test } from './test';
import { expectAccessible, SHOPS } from './shops';

const [de, ch, fr, nl] = SHOPS as unknown as [(typeof SHOPS)[number], (typeof SHOPS)[number], (typeof SHOPS)[number], (typeof SHOPS)[number]];

// The shop's customer ratings (feedback tenant 1900 base and NL, 1300 Switzerland) and the survey.
for (const shop of SHOPS) {
  test(`${shop.name} ${shop.locale}: the footer's customer rating leads to the ratings; ten more at a time; a vote counts once`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix || '/'}`);
    const badge = page.locator('.vt-ratings-badge');
    await expect(badge).toContainText(/\d[.,]\d \/ 5/);
    await expect(badge).toContainText(/(Kundenbewertungen|avis clients|klantbeoordelingen)/);
    await badge.click();
    await expect(page).toHaveURL(/#kundenbewertungen$/);
    const section = page.locator('#kundenbewertungen');
    const items = section.locator('.vt-customer-rating');
    await expect(items).toHaveCount(10);
    // "More" loads the next ten with JavaScript: only once the page is interactive.
    await page.waitForLoadState('networkidle');
    await section.getByRole('button', { name: /Weitere Bewertungen|Plus d’avis|Meer beoordelingen/ }).click();
    await expect(items).toHaveCount(20);
    const first = items.first();
    const before = Number((await first.locator('.vt-customer-rating__helpful span').innerText()).match(/\d+/)![0]);
    await first.getByRole('button', { name: /Hilfreich|Utile|Nuttig/ }).click();
    await expect(first.locator('.vt-customer-rating__helpful span')).toContainText(String(before + 1));
    await expect(first.getByRole('button')).toBeDisabled();
    await expectAccessible(page);
  });
}

test('the service page is cached under a stable nonce: its HTML holds the ratings’ summary, never a shopper’s text; without JavaScript the summary stays', async ({
  browser,
  request,
}) => {
  const html = await (await request.get(`${fr.url}/fr/aide-service`)).text();
  expect(html).toContain('vt-rating-summary__average');
  expect(html).not.toContain('class="vt-customer-rating"');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${fr.url}/fr/aide-service`);
  await expect(page.getByRole('heading', { name: 'Avis clients' })).toBeVisible();
  await expect(page.locator('.vt-rating-summary__average')).toContainText(/\d[.,]\d/);
  await expect(page.locator('.vt-customer-rating')).toHaveCount(0);
  await context.close();
  // With JavaScript the French page reads French ratings.
  const live = await browser.newPage();
  await live.goto(`${fr.url}/fr/aide-service`);
  await expect(live.locator('.vt-customer-rating')).toHaveCount(10);
  await expect(
    live
      .locator('.vt-customer-rating')
      .filter({ hasText: /Livraison|Colis|Commande|Service|Large|Bon produit/ })
      .first(),
  ).toBeVisible();
  await live.close();
});

for (const shop of [de, fr, nl]) {
  test(`${shop.name} ${shop.locale}: the survey in the footer: a missing answer is said, the rest kept; sent once, then not offered again`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix || '/'}`);
    await page.locator('footer').scrollIntoViewIfNeeded();
    const invite = page.getByRole('button', { name: /An der Umfrage teilnehmen|Participer à l’enquête|Deelnemen aan de enquête/ });
    await invite.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: /^(Teilweise|En partie|Gedeeltelijk)$/ }).check();
    await dialog.getByRole('textbox').fill('Schnelle Lieferung, gerne wieder.');
    await dialog.getByRole('button', { name: /Antworten senden|Envoyer mes réponses|Antwoorden versturen/ }).click();
    await expect(dialog.getByText(/Bitte beantworten Sie diese Frage.|Veuillez répondre à cette question.|Beantwoord deze vraag./)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^(Teilweise|En partie|Gedeeltelijk)$/ })).toBeChecked();
    await expect(dialog.getByRole('textbox')).toHaveValue('Schnelle Lieferung, gerne wieder.');
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: /^(4 Sterne|4 étoiles|4 sterren)$/ }).check();
    await dialog.getByRole('button', { name: /Antworten senden|Envoyer mes réponses|Antwoorden versturen/ }).click();
    await expect(dialog.getByRole('status')).toContainText(/Vielen Dank|Merci|Hartelijk dank/);
    await page.keyboard.press('Escape');
    await expect(invite).toBeHidden();
    await page.reload();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('.vt-survey-invitation')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(invite).toHaveCount(0);
  });
}

test('SEO files: the storefront, a category and the service page take title and description from the bucket', async ({ page }) => {
  await page.goto(`${ch.url}/`);
  await expect(page).toHaveTitle('Vitrine – Mode, Möbel und Elektro online kaufen');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Preise in CHF/);
  await page.goto(`${fr.url}/fr/aide-service`);
  await expect(page).toHaveTitle(/^Service client et aide \| /);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /horaires/);
  await page.goto(`${nl.url}/`);
  await page.getByRole('link', { name: 'Meubels' }).first().click();
  await expect(page).toHaveTitle(/^Meubels online kopen: banken, tafels en vloerkleden/);
  await expect(page.locator('.vt-seo-text')).toContainText('tot in huis');
  await page.goto(`${de.url}/s`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await page.request.get(`${de.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(`<loc>${de.url}/s</loc>`);
  expect(sitemap).toContain(`<loc>${de.url}/service-hilfe/bh-groessenberater</loc>`);
});
