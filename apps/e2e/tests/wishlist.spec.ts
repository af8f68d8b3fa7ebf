import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './test';
import { confirmRegistrationByMail, expectAccessible, SHOPS } from './shops';

// Seeded product 100000 (the seed is deterministic): sizes 36, 42 and 44 in stock, 38 and 40 sold out.
const PRODUCT = '100000';
const SIZE_36 = '10000001';
const SOLD_OUT_38 = '10000002';
const SIZE_42 = '10000004';

const TEXT = {
  'de-DE': {
    wishlistPath: '/merkzettel',
    basketPath: '/warenkorb',
    loginPath: '/kasse/registrieren',
    overlay: 'Bitte melden Sie sich an',
    login: 'Anmelden',
    register: { form: 'Kundenkonto eröffnen', first: 'Vorname', last: 'Nachname', email: 'E-Mail-Adresse', birth: 'Geburtsdatum', password: 'Passwort' },
    added: 'Der Artikel ist auf Ihrem Merkzettel.',
    edit: 'Variante ändern',
    apply: 'Übernehmen',
    noChanges: 'Sie haben keine Änderungen vorgenommen.',
    changed: 'Ihr Merkzettel wurde geändert.',
    remove: 'Entfernen',
    removed: 'Der Artikel wurde von Ihrem Merkzettel entfernt.',
    empty: 'Ihr Merkzettel ist leer.',
  },
  'de-CH': {
    wishlistPath: '/merkzettel',
    basketPath: '/warenkorb',
    loginPath: '/kasse/registrieren',
    overlay: 'Bitte melden Sie sich an',
    login: 'Anmelden',
    register: { form: 'Kundenkonto eröffnen', first: 'Vorname', last: 'Nachname', email: 'E-Mail-Adresse', birth: 'Geburtsdatum', password: 'Passwort' },
    added: 'Der Artikel ist auf Ihrem Merkzettel.',
    edit: 'Variante ändern',
    apply: 'Übernehmen',
    noChanges: 'Sie haben keine Änderungen vorgenommen.',
    changed: 'Ihr Merkzettel wurde geändert.',
    remove: 'Entfernen',
    removed: 'Der Artikel wurde von Ihrem Merkzettel entfernt.',
    empty: 'Ihr Merkzettel ist leer.',
  },
  'fr-CH': {
    wishlistPath: '/fr/liste-de-souhaits',
    basketPath: '/fr/panier',
    loginPath: '/fr/caisse/inscription',
    overlay: 'Veuillez vous connecter',
    login: 'Se connecter',
    register: { form: 'Créer un compte client', first: 'Prénom', last: 'Nom', email: 'Adresse e-mail', birth: 'Date de naissance', password: 'Mot de passe' },
    added: 'L’article est sur votre liste de souhaits.',
    edit: 'Changer de variante',
    apply: 'Appliquer',
    noChanges: 'Vous n’avez effectué aucune modification.',
    changed: 'Votre liste de souhaits a été modifiée.',
    remove: 'Retirer',
    removed: 'L’article a été retiré de votre liste de souhaits.',
    empty: 'Votre liste de souhaits est vide.',
  },
  'nl-NL': {
    wishlistPath: '/verlanglijst',
    basketPath: '/winkelwagen',
    loginPath: '/kassa/registreren',
    overlay: 'Log in',
    login: 'Inloggen',
    register: { form: 'Klantaccount aanmaken', first: 'Voornaam', last: 'Achternaam', email: 'E-mailadres', birth: 'Geboortedatum', password: 'Wachtwoord' },
    added: 'Het artikel staat op uw verlanglijstje.',
    edit: 'Variant wijzigen',
    apply: 'Toepassen',
    noChanges: 'U heeft niets gewijzigd.',
    changed: 'Uw verlanglijstje is gewijzigd.',
    remove: 'Verwijderen',
    removed: 'Het artikel is van uw verlanglijstje verwijderd.',
    empty: 'Uw verlanglijstje is leeg.',
  },
} as const;

const heart = (page: Page) => page.locator('.vt-buy-box [data-wishlist-product]');

for (const shop of SHOPS) {
  const text = TEXT[shop.locale as keyof typeof TEXT];
  test(`${shop.name} ${shop.locale}: a guest's heart asks to log in; then add, edit (same variant, sold-out variant) and remove with the spec's messages`, async ({ page }) => {
    const productPath = `${shop.prefix}/p/x-${PRODUCT}`;
    // The wishlist island takes a guest's press (it knows a guest by the login-state cookie); before
    // the island is loaded, the press posts the heart's form (to the wishlist page, which asks the same).
    await page.goto(`${shop.url}${productPath}`);
    await expect(page.locator('html')).toHaveAttribute('data-wishlist-hearts', 'live');
    await heart(page).click();
    const overlay = page.getByRole('dialog', { name: text.overlay });
    await expect(overlay).toBeVisible();
    await expectAccessible(page);
    await overlay.getByRole('link', { name: text.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${text.loginPath}\\?next=`));

    // A new customer of this shop (each run its own), who comes back to the product.
    const register = page.getByRole('form', { name: text.register.form, exact: true });
    await register.getByLabel(text.register.first, { exact: true }).fill('Mia');
    await register.getByLabel(text.register.last, { exact: true }).fill('Weber');
    const email = `wish-${shop.locale}-${Date.now()}@example.org`;
    await register.getByLabel(text.register.email, { exact: true }).fill(email);
    await register.getByLabel(text.register.birth, { exact: true }).fill('1994-03-08');
    await register.getByLabel(text.register.password, { exact: true }).fill('Leuchtturm-im-Nebel-3');
    await register.getByRole('button', { name: text.register.form }).click();
    await confirmRegistrationByMail(page, email);
    await expect(page).toHaveURL(new RegExp(`${shop.prefix}/p/[^/]+-${PRODUCT}$`));
    await page.waitForLoadState('networkidle');

    // Size 36, then the heart: a plain post that comes back with the outcome.
    // A choice before the variants hydrated would be set back to the rendered one; the heart is the
    // wishlist island's once it is live (before, it posts its form without the chosen size).
    await hydrated(page.locator(`.vt-variants input[value="${SIZE_36}"]`));
    await expect(page.locator('html')).toHaveAttribute('data-wishlist-hearts', 'live');
    await page.locator(`.vt-variants input[value="${SIZE_36}"]`).check();
    await heart(page).click();
    await expect(page.getByText(text.added)).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.vt-header-action[data-kind="wishlist"]')).toContainText('1');

    await page.goto(`${shop.url}${text.wishlistPath}`);
    await expectAccessible(page);
    const item = page.locator('.vt-wishlist__item');
    await expect(item).toHaveCount(1);
    await item.getByText(text.edit).click();
    // A sold-out variant cannot be chosen.
    await expect(item.locator(`option[value="${SOLD_OUT_38}"]`)).toBeDisabled();
    await item.getByRole('button', { name: text.apply }).click();
    await expect(page.getByText(text.noChanges)).toBeVisible();
    await item.getByText(text.edit).click();
    await item.getByRole('combobox').selectOption(SIZE_42);
    await item.getByRole('button', { name: text.apply }).click();
    await expect(page.getByText(text.changed)).toBeVisible();
    await expect(item.locator('.vt-wishlist__variant')).toHaveText('42');

    // Without JavaScript, the same rendered "into the basket" form posted twice (a double click, a
    // browser that posts again) is one write: one piece in the basket, not two.
    const plain = await page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noJs = await plain.newPage();
    await noJs.goto(`${shop.url}${text.wishlistPath}`);
    const toBasket = noJs.locator('.vt-wishlist__item .vt-wishlist__actions form').first();
    const fields: Record<string, string> = {};
    for (const input of await toBasket.locator('input[type="hidden"]').all()) fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
    expect(Object.keys(fields)).toContain('variant');
    for (let press = 0; press < 2; press++) {
      const answer = await plain.request.post(`${shop.url}${text.wishlistPath}`, { multipart: fields, headers: { origin: shop.url }, maxRedirects: 0 });
      expect(answer.status()).toBe(303);
    }
    await noJs.goto(`${shop.url}${text.basketPath}`);
    await expect(noJs.locator('.vt-basket__line')).toHaveCount(1);
    await expect(noJs.locator('.vt-basket__line select[name="quantity"]')).toHaveValue('1');
    await plain.close();

    await item.getByRole('button', { name: new RegExp(`^${text.remove}`) }).click();
    await expect(page.getByText(text.removed)).toBeVisible();
    await expect(page.getByText(text.empty)).toBeVisible();
  });
}

test('shop-de without JavaScript: the wishlist page asks a guest to log in, and a card’s heart leads there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const de = SHOPS[0];
  await page.goto(`${de.url}/merkzettel`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte melden Sie sich an' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden', exact: true }).last()).toHaveAttribute('href', '/kasse/registrieren?next=%2Fmerkzettel');
  await page.goto(`${de.url}/s/sofa`);
  await page.locator('.vt-card .vt-heart button').first().click();
  await expect(page).toHaveURL(`${de.url}/merkzettel`);
  await context.close();
});
