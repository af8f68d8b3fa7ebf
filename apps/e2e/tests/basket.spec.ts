import { expect, test } from './test';
import { expectAccessible, SHOPS } from './shops';

const PRODUCT = '100313';
const TEXT = {
  'de-DE': {
    add: 'In den Warenkorb',
    basket: 'Warenkorb',
    path: '/warenkorb',
    change: 'Ändern',
    remove: 'entfernen',
    empty: 'Ihr Warenkorb ist leer.',
    free: /kostenlos versandt|bis zum kostenlosen Versand/,
    freight: 'Ihre Bestellung wird per Spedition geliefert, für 39,90\u00a0€.',
    freightPrice: '39,90\u00a0€',
    missing: 'Noch 54,01\u00a0€ bis zum kostenlosen Versand.',
    standardPrice: '5,95\u00a0€',
  },
  'de-CH': {
    add: 'In den Warenkorb',
    basket: 'Warenkorb',
    path: '/warenkorb',
    change: 'Ändern',
    remove: 'entfernen',
    empty: 'Ihr Warenkorb ist leer.',
    free: /kostenlos versandt|bis zum kostenlosen Versand/,
    freight: 'Ihre Bestellung wird per Spedition geliefert, für 49.00\u00a0CHF.',
    freightPrice: '49.00\u00a0CHF',
    missing: 'Noch 28.05\u00a0CHF bis zum kostenlosen Versand.',
    standardPrice: '7.90\u00a0CHF',
  },
  'fr-CH': {
    add: 'Ajouter au panier',
    basket: 'Panier',
    path: '/fr/panier',
    change: 'Modifier',
    remove: 'Retirer',
    empty: 'Votre panier est vide.',
    free: /livrée gratuitement|pour la livraison gratuite/,
    freight: 'Votre commande est livrée par transporteur, pour 49.00\u00a0CHF.',
    freightPrice: '49.00\u00a0CHF',
    missing: 'Encore 28.05\u00a0CHF pour la livraison gratuite.',
    standardPrice: '7.90\u00a0CHF',
  },
  'nl-NL': {
    add: 'In winkelwagen',
    basket: 'Winkelwagen',
    path: '/winkelwagen',
    change: 'Wijzigen',
    remove: 'verwijderen',
    empty: 'Uw winkelwagen is leeg.',
    free: /gratis verzonden|tot gratis verzending/,
    freight: 'Uw bestelling wordt per expediteur bezorgd, voor €\u00a034,90.',
    freightPrice: '€\u00a034,90',
    missing: 'Nog €\u00a039,01 tot gratis verzending.',
    standardPrice: '€\u00a04,95',
  },
} as const;

for (const shop of SHOPS) {
  const text = TEXT[shop.locale as keyof typeof TEXT];
  test(`${shop.name} ${shop.locale}: added on the product page → the header counts it → the basket page changes and removes`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix}/p/x-${PRODUCT}`);
    // The layer opens only once the page is interactive (before that the form posts without JavaScript).
    await page.waitForLoadState('networkidle');
    await page.locator('.vt-variants input[type="radio"]:not([disabled])').first().check();
    await page.getByRole('button', { name: text.add, exact: false }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const entry = page.locator('.vt-header-action[data-kind="basket"]');
    await expect(entry).toHaveAccessibleName(new RegExp(`^${text.basket} 1 `));
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${text.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text.basket);
    const line = page.locator('.vt-basket__line');
    await expect(line).toHaveCount(1);
    await expect(page.locator('.vt-basket__shipping')).toHaveText(text.free);
    await expectAccessible(page);
    await line.locator('select[name="quantity"]').selectOption('2');
    await line.getByRole('button', { name: new RegExp(text.change, 'i') }).click();
    await expect(line.locator('select[name="quantity"]')).toHaveValue('2');
    await expect(page.locator('.vt-basket__count')).toContainText('2');
    await expect(entry).toHaveAccessibleName(new RegExp(`^${text.basket} 2 `));
    await line.getByRole('button', { name: new RegExp(text.remove, 'i') }).click();
    await expect(page.getByText(text.empty)).toBeVisible();
  });
}

/** A sofa (freight only) and a bra at 20,99 € / 21.95 CHF, below every shop's free-shipping threshold. */
const SOFA = '100035';
const SMALL = '100010';

for (const shop of SHOPS) {
  const text = TEXT[shop.locale as keyof typeof TEXT];
  test(`${shop.name} ${shop.locale}: the basket and its layer state what the checkout will charge — a sofa's freight, what is missing to free shipping`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix}/p/x-${SOFA}`);
    await page.waitForLoadState('networkidle');
    await page.locator('.vt-variants input[type="radio"]:not([disabled])').first().check();
    await page.getByRole('button', { name: text.add, exact: false }).first().click();
    // The layer says it first: never "free" for a sofa, whatever it costs.
    await expect(page.getByRole('dialog').locator('.vt-basket-layer__shipping')).toHaveText(text.freight);
    await page.keyboard.press('Escape');
    await page.goto(`${shop.url}${text.path}`);
    await expect(page.locator('.vt-basket__shipping')).toHaveText(text.freight);
    const summary = page.locator('.vt-basket__summary dl > div');
    await expect(summary.nth(1).locator('dd')).toHaveText(text.freightPrice);
    await expect(page.locator('.vt-basket__progress')).toHaveCount(0);
    await expectAccessible(page);
    await page
      .locator('.vt-basket__line')
      .getByRole('button', { name: new RegExp(text.remove, 'i') })
      .click();
    await expect(page.getByText(text.empty)).toBeVisible();
    // One small piece: the standard price, and how much is missing.
    await page.goto(`${shop.url}${shop.prefix}/p/x-${SMALL}`);
    await page.waitForLoadState('networkidle');
    await page.locator('.vt-variants input[type="radio"]:not([disabled])').first().check();
    await page.getByRole('button', { name: text.add, exact: false }).first().click();
    await expect(page.getByRole('dialog').locator('.vt-basket-layer__shipping')).toHaveText(text.missing);
    await page.goto(`${shop.url}${text.path}`);
    await expect(page.locator('.vt-basket__shipping')).toHaveText(text.missing);
    await expect(summary.nth(1).locator('dd')).toHaveText(text.standardPrice);
    await expect(page.locator('.vt-basket__progress')).toBeVisible();
  });
}

test('the basket without JavaScript: change the quantity, then remove the line', async ({ browser }) => {
  const de = SHOPS[0];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${de.url}/p/x-${PRODUCT}`);
  await page.locator('.vt-variants input[type="radio"]:not([disabled])').first().check();
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await page.goto(`${de.url}/warenkorb`);
  const line = page.locator('.vt-basket__line');
  await expect(line).toHaveCount(1);
  await line.locator('select[name="quantity"]').selectOption('3');
  await line.getByRole('button', { name: /ändern/i }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.locator('.vt-basket__line select[name="quantity"]')).toHaveValue('3');
  await page
    .locator('.vt-basket__line')
    .getByRole('button', { name: /entfernen/ })
    .click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await context.close();
});

test('the basket is the shopper’s own: not indexed, not in the sitemap', async ({ page, request }) => {
  const de = SHOPS[0];
  await page.goto(`${de.url}/warenkorb`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await request.get(`${de.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain('/warenkorb');
});
