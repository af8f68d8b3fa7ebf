import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { SHOPS } from './shops';

interface GatewayPrice {
  currency: 'EUR' | 'CHF';
  amount: number;
  originalAmount: number | null;
  discountPercent: number | null;
  installmentCount: number | null;
  installmentAmount: number | null;
  installmentFirstAmount: number | null;
  installmentLastAmount: number | null;
  installmentTotal: number | null;
  installmentEffectiveRate: number | null;
}

/** The product page's own persisted document (codegen's manifest): a production gateway runs no other. */
const PERSISTED = JSON.parse(readFileSync(new URL('../../../packages/graphql-client/src/generated/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
const PRODUCT_DOCUMENT = Object.keys(PERSISTED).find((id) => PERSISTED[id]!.includes('query ProductDetail('));

/** The gateway's numbers for a product, asked through the shop's own /api/gateway/ (as its browser code does). */
async function gatewayPrice(page: Page, shopUrl: string, sku: string, locale: string, currency: 'EUR' | 'CHF'): Promise<GatewayPrice> {
  const response = await page.request.post(`${shopUrl}/api/gateway/`, { data: { documentId: PRODUCT_DOCUMENT, variables: { sku, locale, currency } } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { product: { price: GatewayPrice } | null }; errors?: unknown[] };
  expect(body.errors, sku).toBeUndefined();
  expect(body.data?.product, sku).toBeTruthy();
  return body.data!.product!.price;
}

/**
 * The amount as the shop's locale writes money (spec and decisions: de-DE `1.299,90 €`, nl-NL
 * `€ 1.299,90`, de-CH and fr-CH `1299.90 CHF`): an independent reading of the decided formats, so
 * that the shop's own formatting code is checked, not compared with itself.
 */
function written(amount: number, locale: string): string {
  const [whole, cents] = (amount / 100).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (locale === 'nl-NL') return `€\u00a0${grouped},${cents}`;
  if (locale.endsWith('-CH')) return `${whole}.${cents}\u00a0CHF`;
  return `${grouped},${cents}\u00a0€`;
}

async function expectPrice(block: Locator, price: GatewayPrice, locale: string) {
  // Line breaks and indentation fold to one space; the no-break spaces of the formats stay as they are.
  const text = (await block.textContent())?.replace(/[ \t\r\n]+/g, ' ') ?? '';
  expect(text).toContain(written(price.amount, locale));
  if (price.originalAmount !== null) expect(text).toContain(written(price.originalAmount, locale));
  if (price.discountPercent !== null) expect(text).toContain(`−${price.discountPercent}\u202f%`);
  if (price.installmentCount !== null && price.installmentAmount !== null) {
    expect(text).toContain(`${price.installmentCount} × ${written(price.installmentAmount, locale)}`);
    // The instalments add up to the total payable, and where first or last differ the teaser names them.
    const first = price.installmentFirstAmount!;
    const last = price.installmentLastAmount!;
    const total = price.installmentTotal!;
    expect(first + (price.installmentCount - 2) * price.installmentAmount + last).toBe(total);
    if (first !== price.installmentAmount || last !== price.installmentAmount) {
      expect(text).toContain(written(first, locale));
      expect(text).toContain(written(last, locale));
    }
    if (total > price.amount) {
      // With interest (shop-de): the total payable, the interest in money and the effective annual rate, two decimals.
      const rate = price.installmentEffectiveRate!.toFixed(2).replace('.', ',');
      expect(text).toContain(`Gesamtbetrag ${written(total, locale)}, davon Zinsen ${written(total - price.amount, locale)}; effektiver Jahreszins ${rate} %`);
    } else expect([total, price.installmentEffectiveRate]).toEqual([price.amount, 0]);
  } else expect(await block.locator('.vt-price__instalments').count()).toBe(0);
}

for (const shop of SHOPS) {
  test(`${shop.name} ${shop.locale}: prices, discounts and instalments on cards and the product page are the gateway's`, async ({ page }) => {
    const currency = shop.locale.endsWith('-CH') ? 'CHF' : 'EUR';
    await page.goto(`${shop.url}${shop.prefix || '/'}`);
    const cards = page.locator('.vt-grid > li');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    let withInstalments = 0;
    for (let i = 0; i < count; i++) {
      const href = (await cards.nth(i).locator('.vt-card__link').getAttribute('href'))!;
      const sku = /-([A-Za-z0-9]+)$/.exec(href)![1]!;
      const price = await gatewayPrice(page, shop.url, sku, shop.locale, currency);
      expect(price.currency).toBe(currency);
      if (price.installmentCount !== null) withInstalments++;
      await expectPrice(cards.nth(i).locator('.vt-price'), price, shop.locale);
    }
    // The storefront's newest products include some with an instalment teaser.
    expect(withInstalments).toBeGreaterThan(0);

    // The product page of the first card with a teaser says the same as the gateway.
    for (let i = 0; i < count; i++) {
      if ((await cards.nth(i).locator('.vt-price__instalments').count()) === 0) continue;
      const href = (await cards.nth(i).locator('.vt-card__link').getAttribute('href'))!;
      const sku = /-([A-Za-z0-9]+)$/.exec(href)![1]!;
      await page.goto(`${shop.url}${href}`);
      await expectPrice(page.locator('.vt-product__buy .vt-price'), await gatewayPrice(page, shop.url, sku, shop.locale, currency), shop.locale);
      return;
    }
    throw new Error('no card with an instalment teaser');
  });
}
