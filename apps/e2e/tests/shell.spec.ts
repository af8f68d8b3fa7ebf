import { expect, hydrated, test } from './test';
import { expectAccessible, OPERATOR, SHOPS } from './shops';

const de = SHOPS[0];

const consentOf = async (page: import('@playwright/test').Page) => {
  // The page's own cookie (the journeys also start with one for localhost).
  const cookie = (await page.context().cookies(page.url())).find((c) => c.name === 'vitrine_consent');
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
      await expect.poll(() => consentOf(page)).toEqual(['C0001']);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'vitrine_consent')!;
      // One year (spec §9), give or take the test's own seconds.
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
      await page.locator('.vt-header__brand').click();
      // The brand's navigation settles first: a reload in its middle can find no page to reload.
      await page.waitForLoadState('networkidle');
      await page.reload();
      await expect(banner).toBeHidden();
      await page.goto(`${shop.url}${shop.prefix}/p/x-100003`);
      await page.goto(`${shop.url}${shop.prefix || '/'}`);
      expect(vitals).toEqual([]);
    });
  }

  test('shop-de: the banner is HTML of the page — without JavaScript it stays hidden (nothing needs consent then); when the page’s code fails, its form still records the choice', async ({
    browser,
  }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(`${de.url}/warenkorb`);
    await expect(noScript.locator('.vt-consent')).toHaveCount(1);
    await expect(noScript.getByRole('region', { name: 'Ihre Privatsphäre' })).toBeHidden();
    await plain.close();
    // The framework's code never arrives: the head script shows the banner, and its form works.
    const broken = await browser.newContext();
    const page = await broken.newPage();
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(`${de.url}/warenkorb`);
    const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(page).toHaveURL(`${de.url}/warenkorb`);
    await expect(banner).toBeHidden();
    expect(await consentOf(page)).toEqual(['C0001']);
    await broken.close();
  });

  test('shop-de: accepting in the settings sends measurements; revoking stops them', async ({ page }) => {
    const vitals: { name: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vitals') && request.method() === 'POST') vitals.push(JSON.parse(request.postData() ?? '{}') as { name: string });
    });
    await page.goto(`${de.url}/`);
    // Before the page runs, the banner's "Einstellungen" is a link-like form to the privacy page (its
    // no-JavaScript way): the settings dialog is the page's, once it handles the banner.
    await expect(page.locator('html')).toHaveAttribute('data-consent-ready', '');
    await page.getByRole('region', { name: 'Ihre Privatsphäre' }).getByRole('button', { name: 'Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Statistik' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => consentOf(page)).toEqual(['C0001', 'C0002']);
    // Said in a toast.
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Auswahl wurde gespeichert.' })).toBeVisible();
    // An interaction ends the page's LCP: web-vitals reports it when the page is idle next. Seen
    // before leaving: a beacon sent while a page unloads is not always seen by the test.
    await page.getByRole('link', { name: 'Möbel' }).first().click();
    await expect(page).toHaveURL(/\/kategorie\//);
    // The reporter is one of the islands loaded after hydration: the interaction once it listens.
    await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on');
    const lcp = page.waitForRequest((r) => r.url().endsWith('/api/vitals') && r.method() === 'POST' && (JSON.parse(r.postData() ?? '{}') as { name?: string }).name === 'LCP');
    await page.locator('h1').click();
    await lcp;
    await page.goto(`${de.url}/service-hilfe`);
    // Revoked in the footer's settings: nothing more is sent. A press before the page runs is not
    // lost (the head script notes it, the page opens the dialog when it starts).
    await page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Statistik' })).toBeVisible();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Statistik' }).uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect.poll(() => consentOf(page)).toEqual(['C0001']);
    // The reporter has stopped (it says so on the page), and an interaction and a page left send nothing.
    await expect(page.locator('html')).not.toHaveAttribute('data-vitals', 'on');
    const before = vitals.length;
    await page.locator('h1').click();
    await page.goto(`${de.url}/`);
    await expect(page.locator('html')).toHaveAttribute('data-consent-ready', '');
    expect(vitals.length).toBe(before);
  });
});

test('the vitals of a Chromium journey show up on the gateway’s operations page', async ({ page, request, context }) => {
  await context.addCookies([{ name: 'vitrine_consent', value: encodeURIComponent(JSON.stringify(['C0001', 'C0002'])), domain: '127.0.0.1', path: '/' }]);
  const nl = SHOPS.find((s) => s.locale === 'nl-NL')!;
  await page.goto(`${nl.url}/klantenservice`);
  // The reporter is one of the islands loaded after hydration: the interaction once it listens.
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on');
  // The click ends the page's LCP: web-vitals reports it in the next idle moment (at most a second),
  // while the page is still open. Waiting for that beacon before leaving, rather than for one sent
  // during the unload (whose request the browser may not report to the test), keeps the proof
  // about the shop, not about when an unloading page's requests are seen.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/vitals') && r.method() === 'POST', { timeout: 10_000 });
  await page.locator('h1').click();
  expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ name: 'LCP', pathname: '/klantenservice', pageType: 'service' });
  await page.goto(`${nl.url}/`);
  await expect
    .poll(async () => (await (await request.get(`${OPERATOR}/ops?tenant=nl`)).text()).match(/<th scope="row">nl · service · (desktop|tablet|mobile)<\/th>/)?.[0] ?? null, {
      timeout: 10_000,
    })
    .not.toBeNull();
  const ops = await page.context().newPage();
  await ops.goto(`${OPERATOR}/ops`);
  await expect(ops.getByRole('heading', { name: 'LCP (p75)' })).toBeVisible();
  await expect(ops.locator('svg[role="img"]').first()).toBeVisible();
  await expectAccessible(ops);
});

test.describe('editors’ preview', () => {
  const draftLink = async (request: import('@playwright/test').APIRequestContext, shopUrl: string) => {
    const html = await (await request.get(`${OPERATOR}/ops`)).text();
    const links = [...html.matchAll(/href="([^"]*\/api\/preview\?[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const link = links.find((l) => l.startsWith(`${shopUrl}/`));
    expect(link, `a preview link into ${shopUrl}`).toBeDefined();
    return link!;
  };

  test('shop-de: a draft opens behind its preview link with the banner, never cached; ending it in a tab the script did not open says so', async ({ page, request }) => {
    const link = await draftLink(request, de.url);
    const path = new URL(link).searchParams.get('path')!;
    // Unpublished: the public path is a 404.
    expect((await request.get(`${de.url}${path}`)).status()).toBe(404);
    // A forged token is refused.
    expect((await request.get(link.replace(/token=[^&]+/, 'token=t%3D1%2Cs%3Dforged'), { maxRedirects: 0 })).status()).toBe(403);
    await page.goto(`${de.url}/`);
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(response?.headers()['cache-control']).toMatch(/no-store|no-cache|private/);
    const banner = page.getByRole('region', { name: 'Vorschau' });
    await expect(banner).toContainText('Sie sehen einen Entwurf');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    // This tab has history: the browser keeps it open, and the banner says so (spec §8).
    await hydrated(banner.getByRole('button', { name: 'Vorschau beenden' }));
    await banner.getByRole('button', { name: 'Vorschau beenden' }).click();
    await expect(banner.getByRole('alert')).toContainText('Der Vorschau-Tab konnte nicht geschlossen werden');
    await page.reload();
    expect((await page.request.get(`${de.url}${path}`)).status()).toBe(404);
  });

  test('shop-ch fr-CH: a preview opened from the operations page closes its own tab', async ({ page, context, request }) => {
    const ch = SHOPS.find((s) => s.locale === 'fr-CH')!;
    await draftLink(request, ch.url);
    await page.goto(`${OPERATOR}/ops`);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator(`a[href^="${ch.url}/api/preview?path=%2Ffr%2F"]`).first().click()]);
    await popup.waitForLoadState();
    const banner = popup.getByRole('region', { name: 'Aperçu' });
    await expect(banner).toBeVisible();
    const closed = popup.waitForEvent('close');
    // Ending the preview is the banner's code: pressed once it has hydrated.
    await hydrated(banner.getByRole('button', { name: "Terminer l'aperçu" }));
    await banner.getByRole('button', { name: "Terminer l'aperçu" }).click();
    await closed;
  });
});

test.describe('the geo-country layer (Swiss shop)', () => {
  const ch = SHOPS.find((s) => s.locale === 'de-CH')!;
  test.use({ extraHTTPHeaders: { 'x-vitrine-country': 'DE' } });

  test('suggests the German shop to a visitor from Germany, never redirects, and remembers staying', async ({ page }) => {
    await page.goto(`${ch.url}/service-hilfe`);
    const layer = page.getByRole('dialog', { name: 'Sie sind im Shop Schweiz' });
    await expect(layer).toBeVisible();
    await expect(page).toHaveURL(`${ch.url}/service-hilfe`);
    await expect(layer.getByRole('link', { name: 'Zum Shop Deutschland' })).toHaveAttribute('href', 'https://www.vitrine.de/');
    await expect(layer.getByRole('link', { name: 'Zum Shop Österreich' })).toHaveAttribute('href', 'https://www.vitrine.at/');
    await expect(layer.locator('svg.vt-geo__flag')).toBeVisible();
    await expectAccessible(page);
    await layer.getByRole('button', { name: 'Im Shop Schweiz bleiben' }).click();
    await expect(layer).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(layer).toBeHidden();
  });

  test('says nothing in the German shop, and nothing to a visitor from Switzerland', async ({ page, context }) => {
    await page.goto(`${de.url}/`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.vt-geo')).toHaveCount(0);
    await context.setExtraHTTPHeaders({ 'x-vitrine-country': 'CH' });
    await page.goto(`${ch.url}/`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.vt-geo')).toHaveCount(0);
  });
});

test.describe('the A/B test 2025_04_Aplus_reco', () => {
  const abCookie = async (page: import('@playwright/test').Page) => (await page.context().cookies()).find((c) => c.name === 'vt_ab');

  test('waits for consent: necessary only shows the control layout, stores nothing and records nothing', async ({ page }) => {
    const exposures: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/ab/exposures') && exposures.push(r.postData() ?? ''));
    await page.goto(`${de.url}/p/x-100003`);
    await expect(page.locator('.vt-recommendations[data-placement="PRODUCT_PAGE"]')).toHaveAttribute('data-layout', 'rows');
    await page.waitForLoadState('networkidle');
    expect(await abCookie(page)).toBeUndefined();
    expect(exposures).toEqual([]);
  });

  test('with consent: variant B switches the recommendations to the A+ grid, the exposure is recorded, revoking ends it', async ({ page, context, request }) => {
    await context.addCookies([
      { name: 'vitrine_consent', value: encodeURIComponent(JSON.stringify(['C0001', 'C0002'])), domain: '127.0.0.1', path: '/' },
      { name: 'vt_ab', value: encodeURIComponent(JSON.stringify({ '2025_04_Aplus_reco': 'B' })), domain: '127.0.0.1', path: '/' },
    ]);
    const exposure = page.waitForResponse((r) => r.url().endsWith('/api/ab/exposures'));
    await page.goto(`${de.url}/p/x-100003`);
    const answer = await exposure;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ test: '2025_04_Aplus_reco', variant: 'B' });
    const recommendations = page.locator('.vt-recommendations[data-placement="PRODUCT_PAGE"]');
    await expect(recommendations).toHaveAttribute('data-layout', 'grid');
    await recommendations.scrollIntoViewIfNeeded();
    await expect(recommendations.locator('.vt-product-row__list').first()).toHaveCSS('grid-auto-flow', 'row');
    await expectAccessible(page);
    const ops = await (await request.get(`${OPERATOR}/ops`)).text();
    expect(ops).toMatch(/<tr><td>base<\/td><td>2025_04_Aplus_reco<\/td><td>B<\/td><td>\d+<\/td><td>\d+<\/td><\/tr>/);
    // Revoked: the assignment is gone and everyone's layout is back.
    await page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Statistik' }).uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(recommendations).toHaveAttribute('data-layout', 'rows');
    expect(await abCookie(page)).toBeUndefined();
  });

  test('with consent and no assignment yet: one variant is drawn and kept', async ({ page, context }) => {
    await context.addCookies([{ name: 'vitrine_consent', value: encodeURIComponent(JSON.stringify(['C0001', 'C0002'])), domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${de.url}/p/x-100003`);
    await expect.poll(async () => (await abCookie(page))?.value ?? null).not.toBeNull();
    const drawn = JSON.parse(decodeURIComponent((await abCookie(page))!.value)) as Record<string, string>;
    expect(['A', 'B']).toContain(drawn['2025_04_Aplus_reco']);
    await expect(page.locator('.vt-recommendations[data-placement="PRODUCT_PAGE"]')).toHaveAttribute('data-layout', drawn['2025_04_Aplus_reco'] === 'B' ? 'grid' : 'rows');
    await page.reload();
    expect(JSON.parse(decodeURIComponent((await abCookie(page))!.value))).toEqual(drawn);
  });
});

test.describe('the chat bot', () => {
  test('shop-de: waits for consent, answers from the help topics with a working link, stops when consent is withdrawn', async ({ page }) => {
    await page.goto(`${de.url}/`);
    await page.getByRole('button', { name: 'Fragen? Chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat-Assistent' });
    await expect(panel).toContainText('Zustimmung zu funktionalen Cookies');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Chat erlauben und starten' }).click();
    await expect.poll(() => consentOf(page)).toEqual(['C0001', 'C0003']);
    const question = panel.getByRole('textbox', { name: 'Ihre Frage' });
    await question.fill('Wie funktioniert die Rücksendung?');
    await question.press('Enter');
    const log = panel.getByRole('log');
    await expect(log).toContainText('Wie funktioniert die Rücksendung?');
    const link = log.getByRole('link', { name: 'Rücksendung und Umtausch' });
    await expect(link).toHaveAttribute('href', '/service-hilfe#retourneren-ruilen');
    await expectAccessible(page);
    await link.click();
    await expect(page).toHaveURL(`${de.url}/service-hilfe#retourneren-ruilen`);
    await expect(page.locator('details[data-anchor="retourneren-ruilen"]')).toHaveAttribute('open', '');
    // Something the help does not cover: handed over to the service team.
    await page.getByRole('button', { name: 'Fragen? Chat' }).click();
    await question.fill('Xylophon Quantenphysik');
    await question.press('Enter');
    await expect(log.getByRole('link', { name: 'Hilfe und Kontakt' })).toHaveAttribute('href', '/service-hilfe');
    // Escape closes and gives the focus back to the launcher.
    await question.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Fragen? Chat' })).toBeFocused();
    // Withdrawn: the panel asks again and sends nothing.
    await page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).getByRole('checkbox', { name: 'Funktional' }).uncheck();
    await page.getByRole('dialog', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: 'Auswahl speichern' }).click();
    await page.getByRole('button', { name: 'Fragen? Chat' }).click();
    await expect(panel).toContainText('Zustimmung zu funktionalen Cookies');
  });

  test('shop-nl: answers in Dutch', async ({ page, context }) => {
    await context.addCookies([{ name: 'vitrine_consent', value: encodeURIComponent(JSON.stringify(['C0001', 'C0003'])), domain: '127.0.0.1', path: '/' }]);
    const nl = SHOPS.find((s) => s.locale === 'nl-NL')!;
    await page.goto(`${nl.url}/`);
    await page.getByRole('button', { name: 'Vragen? Chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Chatassistent' });
    await panel.getByRole('textbox', { name: 'Uw vraag' }).fill('Hoe kan ik mijn bestelling retourneren?');
    await panel.getByRole('button', { name: 'Versturen' }).click();
    await expect(panel.getByRole('log').getByRole('link').first()).toHaveAttribute('href', /^\/klantenservice#/);
  });
});

test.describe('the parcel-shop finder', () => {
  const cases = [
    {
      shop: SHOPS.find((s) => s.locale === 'de-CH')!,
      path: '/service-hilfe',
      open: 'Paketshop in der Nähe finden',
      field: 'Postleitzahl oder Ort',
      search: 'Paketshops suchen',
      query: '8005',
      city: 'Zürich',
    },
    {
      shop: SHOPS.find((s) => s.locale === 'fr-CH')!,
      path: '/fr/aide-service',
      open: 'Trouver un point relais à proximité',
      field: 'Code postal ou localité',
      search: 'Rechercher des points relais',
      query: 'Lausanne',
      city: 'Lausanne',
    },
    {
      shop: SHOPS.find((s) => s.locale === 'nl-NL')!,
      path: '/klantenservice',
      open: 'Pakketpunt in de buurt zoeken',
      field: 'Postcode of plaats',
      search: 'Pakketpunten zoeken',
      query: '3511 AB',
      city: 'Utrecht',
    },
  ];
  for (const c of cases) {
    test(`${c.shop.name} ${c.shop.locale}: finds the nearest parcel shops by postal code or place, with distance and hours`, async ({ page }) => {
      await page.goto(`${c.shop.url}${c.path}`);
      // Before its code the finder opens in place (LazyDialog's disclosure); the dialog once hydrated.
      await hydrated(page.getByRole('button', { name: c.open }));
      await page.getByRole('button', { name: c.open }).click();
      const dialog = page.getByRole('dialog');
      const field = dialog.getByRole('textbox', { name: c.field });
      await dialog.getByRole('button', { name: c.search }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill(c.query);
      await dialog.getByRole('button', { name: c.search }).click();
      const shops = dialog.locator('.vt-parcel-finder__shop');
      await expect(shops.first()).toBeVisible();
      await expect.poll(() => shops.count()).toBeGreaterThanOrEqual(3);
      await expect(shops.first().locator('address')).toContainText(c.city);
      await expect(shops.first().locator('.vt-office-hours li').first()).toBeVisible();
      const km = await dialog.locator('.vt-parcel-finder__distance').allTextContents();
      const values = km.map((text) => Number(/([\d.,]+)/.exec(text)![1]!.replace(',', '.')));
      expect(values).toEqual([...values].sort((a, b) => a - b));
      await expectAccessible(page);
    });
  }
  test('shop-de: a place the shop does not know is said so, and what was typed stays', async ({ page }) => {
    await page.goto(`${de.url}/service-hilfe`);
    await hydrated(page.getByRole('button', { name: 'Paketshop in der Nähe finden' }));
    await page.getByRole('button', { name: 'Paketshop in der Nähe finden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Postleitzahl oder Ort' }).fill('Atlantis');
    await dialog.getByRole('button', { name: 'Paketshops suchen' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Für „Atlantis“ kennen wir keinen Ort. Bitte prüfen Sie die Eingabe.');
    await expect(dialog.getByRole('textbox', { name: 'Postleitzahl oder Ort' })).toHaveValue('Atlantis');
  });
});

test.describe('service layers', () => {
  test('shop-de: the USP bar opens the shipping layer over the page; without JavaScript it leads to the service page', async ({ page, browser }) => {
    await page.goto(`${de.url}/`);
    // The layers' host is one of the islands loaded after hydration (before it, the link leads to the service page).
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('complementary', { name: 'Ihre Vorteile' }).getByRole('link').first();
    await expect(link).toHaveAttribute('href', '/service-hilfe?layer=shipping');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Lieferung und Versandkosten' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${de.url}/`);
    await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^\/service-hilfe#/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${de.url}/`);
    await plain.getByRole('complementary', { name: 'Ihre Vorteile' }).getByRole('link').first().click();
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Hilfe und Kontakt');
    await context.close();
  });
  test('shop-ch fr-CH: the fragment endpoint answers the layer as HTML', async ({ request }) => {
    const ch = SHOPS.find((s) => s.locale === 'fr-CH')!;
    const res = await request.get(`${ch.url}/fragment/inspire/servicelayer/fr/returns`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<section class="vt-service-layer" lang="fr-CH"><h2>[^<]+<\/h2>/);
    expect(html).toContain('href="/fr/aide-service#retourneren-ruilen"');
    expect((await request.get(`${ch.url}/fragment/inspire/servicelayer/nl/returns`)).status()).toBe(404);
  });
});

test('the footer says whether the service is open now, by the shop clock, once the page is idle', async ({ page }) => {
  // Monday 11:00 in Berlin: within Monday to Friday 08:00–21:00.
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00Z'));
  await page.goto(`${de.url}/`);
  await expect(page.locator('footer .vt-open-now')).toHaveAttribute('data-state', 'open');
  await expect(page.locator('footer .vt-open-now')).toHaveText('Jetzt geöffnet');
  // Sunday: closed.
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00Z'));
  await page.reload();
  await expect(page.locator('footer .vt-open-now')).toHaveAttribute('data-state', 'closed');
  await expect(page.locator('footer .vt-open-now')).toHaveText('Zurzeit geschlossen');
});

for (const shop of SHOPS) {
  test(`${shop.name} ${shop.locale}: on a phone (390 px) one header row whose search button opens a full-width search with the focus in it and suggestions below; no header control narrower than 44 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}${shop.prefix}/`);
    const header = page.locator('header.vt-header');
    const field = header.getByRole('combobox');
    // One header row: the search waits behind its button, every control at least 44 px.
    const bar = (await header.locator('.vt-header__bar').boundingBox())!;
    expect(bar.height).toBeLessThan(80);
    await expect(field).toBeHidden();
    // Found and measured in one step: the entry points are replaced by their island once its chunk has come.
    const sizes = await header.locator('.vt-header__bar').evaluate((bar) =>
      [...bar.querySelectorAll('a, button, summary, input')]
        .filter((e) => e.checkVisibility({ visibilityProperty: true }))
        .map((e) => {
          const r = e.getBoundingClientRect();
          return {
            what: `${e.tagName.toLowerCase()} ${e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 20) ?? ''}`,
            width: Math.round(r.width),
            height: Math.round(r.height),
          };
        }),
    );
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes.filter((s) => s.width < 44 || s.height < 44)).toEqual([]);
    // One tap: the row opens at full width with the focus in its field, kept while typing; the suggestions open under it.
    const toggle = header.locator('button.vt-header__search-toggle');
    await expect(toggle).toHaveAccessibleName(/^(Suche|Recherche|Zoeken)$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await hydrated(toggle);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toBeFocused();
    const box = (await field.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(300);
    expect(box.y).toBeGreaterThanOrEqual(bar.y + 40);
    await field.pressSequentially(shop.typed);
    await expect(field).toBeFocused();
    const popup = header.locator('.vt-combobox__popup');
    await expect(popup).toBeVisible();
    const under = (await popup.boundingBox())!;
    expect(under.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(under.width).toBeGreaterThanOrEqual(300);
    await expectAccessible(page);
  });
}

test('on a phone (390 px) no page is wider than the screen: product rows and long options scroll or shrink inside it', async ({ browser }) => {
  // A phone's browser lays a page out as wide as its widest content: a product row's cards once made
  // the storefront 1472 px wide, its fixed consent banner off the screen and every block shifted.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const paths = ['/', '/service-hilfe', '/lp/winter-sale', '/p/x-100003', '/s/sofa', '/kategorie/moebel', '/service-hilfe/kontakt', '/warenkorb', '/anmelden'];
  const widths: string[] = [];
  for (const path of paths) {
    await page.goto(`${de.url}${path}`);
    await page.waitForLoadState('networkidle');
    widths.push(`${path} ${await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth))}`);
  }
  expect(widths).toEqual(paths.map((path) => `${path} 390`));
  await context.close();
});

test('a header link that has the keyboard focus keeps it when the counts island takes the links over', async ({ page }) => {
  // Hold the island's chunk (the one that asks for the counts) until the shopper has tabbed to a link.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('/api/session/counts')) {
        holding = true;
        await held;
      }
      await route.fulfill({ response, body });
    },
  );
  await page.goto(`${de.url}/`);
  await expect.poll(() => holding).toBe(true);
  const wishlist = page.locator('header .vt-header-action[data-kind="wishlist"]');
  await wishlist.focus();
  await wishlist.evaluate((link) => link.setAttribute('data-server', ''));
  const counts = page.waitForResponse((response) => response.url().endsWith('/api/session/counts'));
  release();
  await counts;
  // A new element (the island's), and the focus on it.
  await expect(page.locator('header .vt-header-action[data-server]')).toHaveCount(0);
  await expect(wishlist).toBeFocused();
});
