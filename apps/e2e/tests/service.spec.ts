import { expect, test } from './test';
import { expectAccessible, SHOPS } from './shops';

const SERVICE = { 'de-DE': '/service-hilfe', 'de-CH': '/service-hilfe', 'fr-CH': '/fr/aide-service', 'nl-NL': '/klantenservice' } as const;
const HEADINGS = { 'de-DE': 'Hilfe und Kontakt', 'de-CH': 'Hilfe und Kontakt', 'fr-CH': 'Aide et contact', 'nl-NL': 'Hulp en contact' } as const;

for (const shop of SHOPS) {
  test(`${shop.name} ${shop.locale}: help and contact from the footer, static, with the bra-size finder linked`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix || '/'}`);
    // The footer menu is the bucket's: its first link to the service page, whatever the editors called it.
    await page.locator(`footer a[href="${SERVICE[shop.locale]}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[shop.locale]);
    await expect(page.locator('main .vt-office-hours li').first()).toBeVisible();
    await expectAccessible(page);
    // The help topics are the bucket's: the size advice links to the bra-size finder.
    const finder = page
      .locator(
        'main .vt-accordion__panel a[href*="bh-groessenberater"], main .vt-accordion__panel a[href*="conseiller-taille"], main .vt-accordion__panel a[href*="bh-maatadviseur"]',
      )
      .first();
    await finder.evaluate((a) => a.closest('details')!.setAttribute('open', ''));
    await finder.click();
    await expect(page.locator('.vt-bra-finder__form')).toBeVisible();
  });
}
