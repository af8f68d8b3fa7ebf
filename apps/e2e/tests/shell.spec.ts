import { expect, test } from './test';
import { expectAccessible, SHOPS } from './shops';

const GATEWAY = process.env.E2E_GATEWAY ?? 'http://127.0.0.1:4000';
const de = SHOPS[0];

const consentOf = async (page: import('@playwright/test').Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'vitrine_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as string[]) : undefined;
};

test.describe('consent', () => {
  test.use({ consentCookie: null });

  for (const shop of SHOPS) {
    test(`${shop.name} ${shop.locale}: the banner asks first; refusing writes the cookie and sends no measurement`, async ({ page }) => {
      const vitals: string[] = [];
      page.on('request', (request) => request.url().endsWith('/api/vitals') && vitals.push(request.postData() ?? ''));
      await page.goto(`${shop.url}${shop.prefix || '/'}`);
      const banner = page.getByRole('region', { name: /Ihre Privatsphäre|Votre vie privée|Uw privacy/ });
      await expect(banner).toBeVisible();
      await expectAccessible(page);
      await banner.getByRole('button', { name: /Nur notwendige|Uniquement les nécessaires|Alleen noodzakelijke/ }).click();
      await expect(banner).toBeHidden();
      expect(await consentOf(page)).toEqual(['C0001']);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'vitrine_consent')!;
      // One year (spec §9), give or take the test's own seconds.
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
      await page.locator('.vt-header__brand').click();
      await page.reload();
      await expect(banner).toBeHidden();
      await page.goto(`${shop.url}${shop.prefix}/p/x-100003`);
      await page.goto(`${shop.url}${shop.prefix || '/'}`);
      expect(vitals).toEqual([]);
    });
  }

  test('shop-de: accepting in the settings sends measurements; revoking stops them', async ({ page }) => {
    const vitals: { name: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals') && request.method() === 'POST') vitals.push(JSON.parse(request.postData() ?? '{}') as { name: string });
    });
    await page.goto(`${de.url}/`);
    await page.getByRole('region', { name: 'Ihre Privatsphäre' }).getByRole('button', { name: 'Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Statistik' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    expect(await consentOf(page)).toEqual(['C0001', 'C0002']);
    // An interaction, then leaving the page: LCP and INP are reported when the page is hidden.
    await page.getByRole('link', { name: 'Möbel' }).first().click();
    await expect(page).toHaveURL(/\/kategorie\//);
    await page.locator('h1').click();
    await page.goto(`${de.url}/service-hilfe`);
    await expect.poll(() => vitals.map((v) => v.name), { timeout: 15_000 }).toEqual(expect.arrayContaining(['LCP']));
    // Revoked in the footer's settings: nothing more is sent.
    await page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Statistik' }).uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Auswahl speichern' }).click();
    expect(await consentOf(page)).toEqual(['C0001']);
    const before = vitals.length;
    await page.locator('h1').click();
    await page.goto(`${de.url}/`);
    await page.waitForTimeout(500);
    expect(vitals.length).toBe(before);
  });
});

test('the vitals of a Chromium journey show up on the gateway’s operations page', async ({ page, request, context }) => {
  await context.addCookies([{ name: 'vitrine_consent', value: encodeURIComponent(JSON.stringify(['C0001', 'C0002'])), domain: '127.0.0.1', path: '/' }]);
  const nl = SHOPS.find((s) => s.locale === 'nl-NL')!;
  // A beacon leaves as the page is hidden: its request is seen, its answer may not be.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/vitals') && r.method() === 'POST');
  await page.goto(`${nl.url}/klantenservice`);
  await page.locator('h1').click();
  await page.goto(`${nl.url}/`);
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ pathname: '/klantenservice', pageType: 'service' });
  await expect
    .poll(async () => (await (await request.get(`${GATEWAY}/ops?tenant=nl`)).text()).match(/<th scope="row">nl · service · (desktop|tablet|mobile)<\/th>/)?.[0] ?? null, {
      timeout: 10_000,
    })
    .not.toBeNull();
  const ops = await page.context().newPage();
  await ops.goto(`${GATEWAY}/ops`);
  await expect(ops.getByRole('heading', { name: 'LCP (p75)' })).toBeVisible();
  await expect(ops.locator('svg[role="img"]').first()).toBeVisible();
  await expectAccessible(ops);
});
