import { expect, hydrated, test } from './test';
import { type LocaleSettings, pathFor } from '@vitrine/i18n';
import { expectAccessible, SHOPS } from './shops';

for (const shop of SHOPS) {
  test.describe(`${shop.name} ${shop.locale} search`, () => {
    test('header search → results → load more without JavaScript → product', async ({ browser }) => {
      // Without JavaScript: the form, the filters and "load more" are plain links and forms.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${shop.url}${shop.prefix || '/'}`);
      await page.getByRole('searchbox').first().fill(shop.sofa);
      await page.getByRole('search').first().getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`${shop.prefix}/s/${encodeURIComponent(shop.sofa)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(shop.sofa);
      const cards = page.locator('.vt-grid > li');
      await expect(cards).toHaveCount(24);
      await page.locator('.vt-load-more a').click();
      await expect(page).toHaveURL(/page=2#pos-25$/);
      // The URL changes when the new page starts to stream; its cards arrive after.
      await expect.poll(() => cards.count()).toBeGreaterThan(24);
      await context.close();
    });

    test('results with JavaScript: filters, axe, product', async ({ page }) => {
      await page.goto(`${shop.url}${shop.prefix}/s/${encodeURIComponent(shop.sofa)}`);
      await expect(page.locator('.vt-grid > li').first()).toBeVisible();
      await expectAccessible(page);
      await page.locator('select[name="sort"]').selectOption('price-asc');
      await page.locator('.vt-search-filters button[type="submit"]').click();
      await expect(page).toHaveURL(/sort=price-asc/);
      await page.locator('.vt-card__link').first().click();
      await expect(page).toHaveURL(/\/p\/[a-z0-9-]+-\d{6}$/);
    });

    test('an empty search asks for a term, with and without JavaScript', async ({ page, browser }) => {
      await page.goto(`${shop.url}${shop.prefix || '/'}`);
      // Before its code (it comes after the first paint) the form is sent as without JavaScript (below).
      await hydrated(page.getByRole('search').first().getByRole('button'));
      await page.getByRole('search').first().getByRole('button').click();
      // With JavaScript the field says so in place and nothing is searched.
      await expect(page.locator('.vt-combobox__error')).toHaveText(shop.emptySearch);
      await expect(page.getByRole('combobox').first()).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(`${shop.url}${shop.prefix || '/'}`);
      await plain.getByRole('search').first().getByRole('button').click();
      await expect(plain.locator('.vt-alert')).toHaveText(shop.emptySearch);
      await context.close();
    });

    test('suggestions → results → load more → product → choose a variant', async ({ page }) => {
      await page.goto(`${shop.url}${shop.prefix || '/'}`);
      const box = page.getByRole('combobox').first();
      await box.fill(shop.typed);
      const option = page.getByRole('option').first();
      await expect(option).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page);
      const term = (await option.textContent())!.trim();
      expect(term.startsWith(shop.typed)).toBe(true);
      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${shop.prefix}/s/${encodeURIComponent(term)}$`));
      const cards = page.locator('.vt-grid > li');
      await expect(cards.first()).toBeVisible();
      const before = await cards.count();
      // A full first page has "load more"; a shorter one has none (both are asserted, neither skipped).
      if (before < 24) await expect(page.locator('.vt-load-more a')).toHaveCount(0);
      else {
        await page.locator('.vt-load-more a').click();
        await expect(page).toHaveURL(/page=2#pos-25$/);
        await expect.poll(() => cards.count()).toBeGreaterThan(before);
      }
      await expectAccessible(page);
      await page.locator('.vt-card__link').first().click();
      await expect(page).toHaveURL(/\/p\/[a-z0-9-]+-\d{6}$/);
      // A product with a choice of variants offers one that is in stock; a product without has no picker.
      // After a client-side navigation the buy box (a client component) can come after the heading:
      // wait for the one or the other before telling which.
      const picker = page.locator('.vt-variants');
      const single = page.locator('.vt-buy-box input[name="variant"][type="hidden"]');
      await expect(picker.or(single).first()).toBeAttached();
      const free = page.locator('.vt-variants input[type="radio"]:not([disabled])').first();
      if (await picker.count()) {
        await free.check();
        await expect(free).toBeChecked();
      } else {
        await expect(single).toHaveCount(1);
      }
    });

    test('the search history: add, show newest first, delete one, delete all', async ({ page }) => {
      await page.goto(`${shop.url}${shop.prefix || '/'}`);
      const box = page.getByRole('combobox').first();
      for (const term of ['jacke', shop.sofa]) {
        await box.fill(term);
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/s/${encodeURIComponent(term)}$`));
      }
      await page.goto(`${shop.url}${shop.prefix || '/'}`);
      await page.getByRole('combobox').first().click();
      const options = page.getByRole('option');
      await expect(options).toHaveText([shop.sofa, 'jacke']);
      await expectAccessible(page);
      // The history's own delete button (the page's wishlist hearts name products too).
      await page
        .locator('.vt-combobox__popup')
        .first()
        .getByRole('button', { name: new RegExp(`${shop.sofa}`) })
        .click();
      await expect(options).toHaveText(['jacke']);
      // The history is the visitor's: it is still there after a reload.
      await page.reload();
      await page.getByRole('combobox').first().click();
      await expect(options).toHaveText(['jacke']);
      await page.locator('.vt-combobox__clear').first().click();
      await expect(page.getByRole('combobox').first()).toHaveAttribute('aria-expanded', 'false');
      await page.reload();
      await page.getByRole('combobox').first().click();
      await expect(options).toHaveCount(0);
    });
  });
}

test('the bra-size finder link /s/b75 lists bras in 75B', async ({ page }) => {
  const de = SHOPS[0];
  await page.goto(`${de.url}/s/b75`);
  await expect(page.locator('.vt-grid > li').first()).toBeVisible();
  await page.locator('.vt-card__link').first().click();
  await expect(page.getByRole('radio', { name: /^75B/ })).toBeEnabled();
});

for (const [shop, path] of [
  [SHOPS[0], '/service-hilfe/bh-groessenberater'],
  [SHOPS[1], '/service-hilfe/bh-groessenberater'],
  [SHOPS[2], '/fr/aide-service/conseiller-taille-soutien-gorge'],
  [SHOPS[3], '/klantenservice/bh-maatadviseur'],
] as const) {
  test(`${shop.locale}: the bra-size finder works without JavaScript and links to the size's results`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${shop.url}${path}`);
    const inputs = page.locator('.vt-bra-finder__form input');
    await inputs.nth(0).fill('74');
    await inputs.nth(1).fill('88,5');
    await page.locator('.vt-bra-finder__form button').click();
    await expect(page.locator('.vt-bra-finder').getByRole('status')).toContainText('75B');
    await expect(inputs.nth(0)).toHaveValue('74');
    await page.locator('.vt-bra-finder__result a').click();
    await expect(page).toHaveURL(new RegExp(`${shop.prefix}/s/b75$`));
    await expect(page.locator('.vt-grid > li').first()).toBeVisible();
    await context.close();
  });
}

test('the bra-size finder page passes axe, with a result and with a problem', async ({ page }) => {
  const de = SHOPS[0];
  await page.goto(`${de.url}/service-hilfe/bh-groessenberater?unterbrust=74&brust=88`);
  await expect(page.locator('.vt-bra-finder').getByRole('status')).toContainText('75B');
  await expectAccessible(page);
  await page.goto(`${de.url}/service-hilfe/bh-groessenberater?unterbrust=80&brust=85`);
  await expect(page.locator('.vt-bra-finder').getByRole('alert')).toContainText('12 cm');
  await expectAccessible(page);
});

const RELEVANCE = [
  { shop: SHOPS[0], word: 'kanapee', heading: 'Suchergebnisse für „kanapee“' },
  { shop: SHOPS[1], word: 'kanapee', heading: 'Suchergebnisse für „kanapee“' },
  { shop: SHOPS[2], word: 'sofa', heading: 'Résultats de recherche pour « sofa »' },
  { shop: SHOPS[3], word: 'sofa', heading: 'Zoekresultaten voor ‘sofa’' },
] as const;
for (const { shop, word, heading } of RELEVANCE) {
  test(`${shop.locale}: a synonym of the shop's editors finds what the catalog calls otherwise ("${word}")`, async ({ page }) => {
    await page.goto(`${shop.url}${shop.prefix}/s/${word}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.vt-grid > li').first()).toBeVisible();
    await expectAccessible(page);
  });
}

/** The German shops say the same (shop-de and shop-ch's de-CH). */
const GERMAN_MISSPELT = {
  typo: 'waschmachine',
  heading: 'Suchergebnisse für „waschmaschine“',
  note: 'Zu „waschmachine“ haben wir nichts gefunden',
  asTyped: 'Stattdessen nach „waschmachine“ suchen',
  nothing: 'Zu Ihrer Suche haben wir leider nichts gefunden.',
  categories: 'Unsere Kategorien',
  best: 'Am besten bewertet',
  help: 'Hilfe und Kontakt',
} as const;
const MISSPELT = [
  { shop: SHOPS[0], ...GERMAN_MISSPELT },
  { shop: SHOPS[1], ...GERMAN_MISSPELT },
  {
    shop: SHOPS[2],
    typo: 'canappe',
    heading: 'Résultats de recherche pour « canapé »',
    note: 'Nous n’avons rien trouvé pour « canappe »',
    asTyped: 'Rechercher plutôt « canappe »',
    nothing: 'Nous n’avons malheureusement rien trouvé pour votre recherche.',
    categories: 'Nos catégories',
    best: 'Les mieux notés',
    help: 'Aide et contact',
  },
  {
    shop: SHOPS[3],
    typo: 'koelkats',
    heading: 'Zoekresultaten voor ‘koelkast’',
    note: 'Voor ‘koelkats’ hebben we niets gevonden',
    asTyped: 'In plaats daarvan zoeken naar ‘koelkats’',
    nothing: 'Helaas hebben we niets gevonden voor uw zoekopdracht.',
    categories: 'Onze categorieën',
    best: 'Best beoordeeld',
    help: 'Hulp en contact',
  },
] as const;
for (const { shop, typo, heading, note, asTyped, nothing, categories, best, help } of MISSPELT) {
  test(`${shop.locale}: a clear misspelling answers the corrected results and links the term as typed; that finds nothing, and the zero-result page leads on`, async ({ page }) => {
    const settings: LocaleSettings = { defaultLocale: shop.name === 'shop-ch' ? 'de-CH' : shop.locale, locales: shop.name === 'shop-ch' ? ['de-CH', 'fr-CH'] : [shop.locale] };
    await page.goto(`${shop.url}${pathFor('search', shop.locale, settings, { term: typo })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
    await expect(page.locator('.vt-grid > li').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: asTyped }).click();
    await expect(page).toHaveURL(new RegExp(`/${typo}\\?exact=1$`));
    await expect(page.getByText(nothing)).toBeVisible();
    const categoryLinks = page.getByRole('navigation', { name: categories }).getByRole('link');
    await expect(categoryLinks.first()).toBeVisible();
    await expect.poll(() => categoryLinks.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('region', { name: best }).locator('.vt-grid > li').first()).toBeVisible();
    await expect(page.locator('.vt-zero-results').getByRole('link', { name: help })).toHaveAttribute('href', pathFor('service', shop.locale, settings));
    await expectAccessible(page);
    // A category of the zero-result page leads to its listing.
    await categoryLinks.first().click();
    await expect(page.locator('.vt-grid > li').first()).toBeVisible();
  });
}

test('fr-CH: a term the French texts lack is found in the German ones, and the page says so', async ({ page }) => {
  const ch = SHOPS[2];
  await page.goto(`${ch.url}/fr/s/${encodeURIComponent('kühlschrank')}?exact=1`);
  await expect(page.getByRole('status').filter({ hasText: 'Trouvé dans nos descriptions d’articles en allemand.' })).toBeVisible();
  await expect(page.locator('.vt-grid > li').first()).toBeVisible();
  await expectAccessible(page);
});
