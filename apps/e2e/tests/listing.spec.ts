import { expect, test } from './test';
import { expectAccessible, SHOPS } from './shops';

/** The furniture department and its rugs, as the navigation names them per language. */
const NAMES = {
  'de-DE': { department: 'Möbel', category: 'Teppiche', path: '/kategorie/teppiche' },
  'de-CH': { department: 'Möbel', category: 'Teppiche', path: '/kategorie/teppiche' },
  'fr-CH': { department: 'Meubles', category: 'Tapis', path: '/fr/categorie/tapis' },
  'nl-NL': { department: 'Meubels', category: 'Vloerkleden', path: '/categorie/vloerkleden' },
} as const;

for (const shop of SHOPS) {
  const names = NAMES[shop.locale];
  test(`${shop.name} ${shop.locale}: navigation → department → category → filter → load more`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix || '/'}`);
    await page.getByRole('navigation', { name: /./ }).getByRole('link', { name: names.department, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.department);
    const cards = page.locator('.vt-grid > li');
    await expect(cards).toHaveCount(24);
    await expectAccessible(page);
    await page.locator('.vt-subcategories').getByRole('link', { name: names.category }).click();
    await expect(page).toHaveURL(new RegExp(`${names.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.category);
    // Rugs show a unit price per square metre.
    await expect(page.locator('.vt-price__unit').first()).toContainText('m²');
    await page.locator('select[name="sort"]').selectOption('price-asc');
    await page.locator('.vt-search-filters button[type="submit"]').click();
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = await page.locator('.vt-grid .vt-price__now').allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    await expectAccessible(page);
  });
}

test('a department lists more than one page, and "load more" works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SHOPS[0].url}/kategorie/mode`);
  const cards = page.locator('.vt-grid > li');
  await expect(cards).toHaveCount(24);
  await page.locator('.vt-load-more a').click();
  await expect(page).toHaveURL(/page=2#pos-25$/);
  await expect(cards).toHaveCount(48);
  await context.close();
});

test('an unknown category answers 404', async ({ page }) => {
  const response = await page.goto(`${SHOPS[0].url}/kategorie/gibt-es-nicht`);
  expect(response?.status()).toBe(404);
});
