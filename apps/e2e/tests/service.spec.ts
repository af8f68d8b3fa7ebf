import { expect, test } from './test';
import { expectAccessible, SHOPS } from './shops';

const HEADINGS = { 'de-DE': 'Hilfe und Kontakt', 'de-CH': 'Hilfe und Kontakt', 'fr-CH': 'Aide et contact', 'nl-NL': 'Hulp en contact' } as const;

for (const shop of SHOPS) {
  test(`${shop.name} ${shop.locale}: help and contact from the footer, static, with the bra-size finder linked`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix || '/'}`);
    await page.locator('footer').getByRole('link', { name: HEADINGS[shop.locale] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[shop.locale]);
    await expect(page.locator('main .vt-office-hours li').first()).toBeVisible();
    await expectAccessible(page);
    await page.locator('.vt-faq a').click();
    await expect(page.locator('.vt-bra-finder__form')).toBeVisible();
  });
}
