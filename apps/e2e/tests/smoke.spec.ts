import { expect, test } from './test';
import { expectAccessible, SHOPS } from './shops';

const NOT_FOUND = {
  'de-DE': 'Diese Seite gibt es leider nicht',
  'de-CH': 'Diese Seite gibt es leider nicht',
  'fr-CH': 'Cette page n’existe malheureusement pas',
  'nl-NL': 'Deze pagina bestaat helaas niet',
} as const;

for (const shop of SHOPS) {
  test.describe(`${shop.name} ${shop.locale}`, () => {
    test('storefront → load more → product → choose a variant', async ({ page }) => {
      const response = await page.goto(`${shop.url}${shop.prefix || '/'}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(shop.heading);
      const cards = page.locator('.vt-grid > li');
      await expect(cards).toHaveCount(12);
      await expect(page.locator('.vt-price__now').first()).toHaveText(shop.euro);
      await expectAccessible(page);

      // Load more: the browser asks the gateway through the app's /api/gateway/.
      await page.locator('.vt-load-more button').click();
      await expect(cards).toHaveCount(24);

      // Open a product whose variants include a choice.
      const link = page.locator('.vt-card__link').first();
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${shop.prefix}/p/[a-z0-9-]+-\\d{6}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(name).toContain((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      await expectAccessible(page);

      const radios = page.locator('.vt-variants').getByRole('radio');
      // One variant: no picker (a hidden field carries it); several: choose one with the keyboard.
      if ((await radios.count()) === 0) await expect(page.locator('.vt-buy-box input[name="variant"][type="hidden"]')).toHaveCount(1);
      else {
        const free = page.locator('.vt-variants input[type="radio"]:not([disabled])').first();
        await free.focus();
        await page.keyboard.press('Space');
        await expect(free).toBeChecked();
      }
    });

    test('unknown path answers a localized 404', async ({ page }) => {
      const response = await page.goto(`${shop.url}${shop.prefix}/gibt-es-nicht-${Date.now()}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
      await expectAccessible(page);
      // Not only to a page load: a script's fetch() (Sec-Fetch-Mode: cors) learns it too.
      expect(await page.evaluate((path) => fetch(path).then((r) => r.status), `${shop.prefix}/auch-nicht-${Date.now()}`)).toBe(404);
    });

    test('a product that does not exist answers the localized 404 of its page’s notFound(), leading to the locale’s storefront', async ({ page }) => {
      const response = await page.goto(`${shop.url}${shop.prefix}/p/gibt-es-nicht-999999`);
      expect(response?.status()).toBe(404);
      // The not-found file renders on the server in the locale the layout activated (it gets no params).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[shop.locale]);
      await expect(page.locator('.vt-status__actions a').first()).toHaveAttribute('href', shop.prefix || '/');
      await expectAccessible(page);
    });
  });
}

test('the Swiss locale switcher leads from de-CH to fr-CH and back', async ({ page }) => {
  const ch = SHOPS[1];
  await page.goto(`${ch.url}/`);
  await page.getByRole('navigation', { name: 'Sprache wählen' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${ch.url}/fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  await page.getByRole('navigation', { name: 'Choisir la langue' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
});

test('the chosen dark mode is applied before the first paint, and the black-yellow theme with it', async ({ page }) => {
  const de = SHOPS[0];
  await page.goto(`${de.url}/`);
  // The theme choices live in the header's settings menu (a disclosure, closed on every load).
  await page.locator('.vt-settings > summary').click();
  await page.getByRole('radio', { name: 'Dunkel' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  // A fresh load: the inline script sets the mode before React hydrates.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-mode-preference', 'dark');
  await page.locator('.vt-settings > summary').click();
  await page.getByRole('radio', { name: 'Schwarz-Gelb' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'alt');
  await expectAccessible(page);
});

test('the entry page keeps the fallback fonts and fetches the web fonts for the next page, which has them at once; a client-side navigation takes them', async ({
  page,
  browser,
}) => {
  const de = SHOPS[0];
  const bodyFont = (p: typeof page) => p.evaluate(() => getComputedStyle(document.body).fontFamily);
  // Entry (typed in, or from a search engine): marked before the first paint, in the fallbacks for as long as it is shown.
  await page.goto(`${de.url}/`);
  await expect(page.locator('html')).toHaveAttribute('data-fonts', 'later');
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  // After its load, the basic-Latin web fonts are fetched (never the latin-ext files), and nothing swaps.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.woff2'))
          .map((e) => e.name.replace(/.*\//, '').replace(/\..*/, ''))
          .sort(),
      ),
    )
    .toEqual(['inter-latin-wght-normal', 'source-serif-4-latin-wght-normal']);
  // Fetched where the style sheet has them (its url() is relative to the sheet, not to the page), so they are in the cache.
  const fetchedFonts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.endsWith('.woff2'))
      .map((e) => [new URL(e.name).pathname.replace(/[^/]*$/, ''), e.responseStatus]),
  );
  expect(fetchedFonts).toEqual([
    ['/_next/static/media/', 200],
    ['/_next/static/media/', 200],
  ]);
  // Once the fetched fonts are loaded (what would swap, if anything did), the page is still in its fallbacks.
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready).status)).toBe('loaded');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', 'later');
  // A full load from another page of the shop (same-origin referrer): the web fonts from the first paint, from the cache.
  const next = await page.context().newPage();
  await next.goto(`${de.url}/warenkorb`, { referer: `${de.url}/` });
  expect(await next.evaluate(() => document.documentElement.getAttribute('data-fonts'))).toBeNull();
  expect(await bodyFont(next)).toMatch(/^"Inter Variable"/);
  await expect.poll(() => next.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Inter Variable"')))).toBe(true);
  await next.close();
  // A search from the entry page moves on client-side (the router): the new page takes the web fonts.
  const entry = await browser.newPage();
  await entry.goto(`${de.url}/warenkorb`);
  await expect(entry.locator('html')).toHaveAttribute('data-fonts', 'later');
  await entry.getByRole('combobox').first().fill('sofa');
  await entry.getByRole('combobox').first().press('Enter');
  await expect(entry).toHaveURL(/\/s\/sofa$/);
  await expect(entry.locator('html')).not.toHaveAttribute('data-fonts', 'later');
  expect(await bodyFont(entry)).toMatch(/^"Inter Variable"/);
  await entry.close();
});

test('every shop serves its framework chunks with the compile hint, and its page chunks without', async ({ page, request }) => {
  for (const shop of SHOPS) {
    // The chunks a first load fetches (the framework's are added after the first paint, the page's
    // islands after hydration): read from the browser, whatever names them in the HTML.
    await page.goto(`${shop.url}/`);
    await page.waitForFunction(() => 'next' in window);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/_next\/static\/chunks\/[^/]+\.js$/.test(path)),
    );
    expect(scripts.length, `${shop.name}: chunks loaded`).toBeGreaterThan(2);
    const starts = await Promise.all(scripts.map(async (src) => (await (await request.get(`${shop.url}${src}`)).text()).startsWith('//# allFunctionsCalledOnLoad\n')));
    const hinted = starts.filter(Boolean).length;
    // React DOM with the router (one chunk: next-config's turbopackChunking) and the bundler's runtime
    // (build-manifest rootMainFiles): marked by `vitrine-compile-hints`.
    expect(hinted, `${shop.name}: framework chunks with the hint`).toBeGreaterThanOrEqual(2);
    expect(hinted, `${shop.name}: page chunks stay without it`).toBeLessThan(scripts.length);
  }
});

test('a page names the framework’s chunks only in the script that adds them after its first paint, rendered or cached, in every coding', async ({ request }) => {
  const de = SHOPS[0];
  for (const path of ['/', '/warenkorb', '/p/x-100035']) {
    for (const coding of ['gzip', 'deflate', 'br', 'identity']) {
      const answer = await request.get(`${de.url}${path}`, { headers: { 'accept-encoding': coding } });
      const html = await answer.text();
      expect(html, `${path} ${coding}`).toContain('</html>');
      expect(html, `${path} ${coding}: no chunk tag`).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" (?!noModule)[^>]*async/);
      expect(html, `${path} ${coding}: no chunk preload`).not.toContain('rel="preload" as="script"');
      expect(html, `${path} ${coding}: the script that adds them`).toMatch(
        /<script nonce="[^"]+">\(function\(s,w\)[\s\S]*first-contentful-paint[\s\S]*\/_next\/static\/chunks\/[^"]+\.js/,
      );
    }
  }
});

test('each page links only the styles of what it renders: the storefront neither the checkout’s nor the account’s, the basket not the account’s, the product page one sheet', async ({
  request,
}) => {
  const de = SHOPS[0];
  const stylesOf = async (path: string) => {
    const html = await (await request.get(`${de.url}${path}`)).text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(links.length, `${path} links its styles`).toBeGreaterThan(0);
    return (await Promise.all(links.map(async (href) => (await request.get(`${de.url}${href}`)).text()))).join('\n');
  };
  const storefront = await stylesOf('/');
  expect(storefront).toContain('.vt-header');
  expect(storefront).toContain('.vt-combobox');
  expect(storefront).not.toContain('.vt-basket{');
  expect(storefront).not.toContain('.vt-account-page{');
  const basket = await stylesOf('/warenkorb');
  expect(basket).toContain('.vt-basket{');
  expect(basket).not.toContain('.vt-account-page{');
  // The product page: one style sheet, its review form's fields in it (styled without JavaScript
  // too), the instalment calculator's checkout styles not (they come with its code when opened).
  const productHtml = await (await request.get(`${de.url}/p/x-100035`)).text();
  expect([...productHtml.matchAll(/<link rel="stylesheet"/g)]).toHaveLength(1);
  const product = await stylesOf('/p/x-100035');
  expect(product).toContain('.vt-form-field{');
  expect(product).not.toContain('.vt-instalment-calculator{');
});

test('a product path with an outdated slug redirects to the canonical one', async ({ page }) => {
  const de = SHOPS[0];
  const response = await page.goto(`${de.url}/p/alter-name-100003`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/p\/(?!alter-name)[a-z0-9-]+-100003$/);
});
