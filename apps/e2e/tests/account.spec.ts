import { type LocaleSettings, pathFor, type Screen } from '@vitrine/i18n';
import { expect, test } from './test';
import { expectAccessible, SHOPS } from './shops';

// The customer account (issue 27). Paths come from the route table.
const TEXT = {
  'de-DE': {
    toBasket: 'In den Warenkorb',
    register: { form: 'Kundenkonto eröffnen', first: 'Vorname', last: 'Nachname', email: 'E-Mail-Adresse', birth: 'Geburtsdatum', password: 'Passwort' },
    book: 'Mein Adressbuch',
    add: 'Neue Adresse hinzufügen',
    save: 'Adresse speichern',
    change: 'Ändern',
    remove: 'Löschen',
    asDelivery: 'Als Lieferadresse verwenden',
    defaultDelivery: 'Standard-Lieferadresse',
    saved: 'Die Adresse wurde gespeichert.',
    deleted: 'Die Adresse wurde gelöscht.',
    defaultSet: 'Ihre Standardadresse wurde geändert.',
    empty: 'Ihr Adressbuch ist leer.',
    address: { salutation: 'Anrede', first: 'Vorname', last: 'Nachname', street: 'Straße', number: 'Hausnummer', postal: 'Postleitzahl', city: 'Ort' },
    home: { street: 'Chausseestraße', number: '12', postal: '10115', city: 'Berlin', badPostal: '1011' },
    work: { street: 'Friedrichstraße', number: '100', postal: '10117', city: 'Berlin' },
    postalInvalid: 'Die Postleitzahl ist nicht gültig.',
  },
  'de-CH': {
    toBasket: 'In den Warenkorb',
    register: { form: 'Kundenkonto eröffnen', first: 'Vorname', last: 'Nachname', email: 'E-Mail-Adresse', birth: 'Geburtsdatum', password: 'Passwort' },
    book: 'Mein Adressbuch',
    add: 'Neue Adresse hinzufügen',
    save: 'Adresse speichern',
    change: 'Ändern',
    remove: 'Löschen',
    asDelivery: 'Als Lieferadresse verwenden',
    defaultDelivery: 'Standard-Lieferadresse',
    saved: 'Die Adresse wurde gespeichert.',
    deleted: 'Die Adresse wurde gelöscht.',
    defaultSet: 'Ihre Standardadresse wurde geändert.',
    empty: 'Ihr Adressbuch ist leer.',
    address: { salutation: 'Anrede', first: 'Vorname', last: 'Nachname', street: 'Strasse', number: 'Hausnummer', postal: 'Postleitzahl', city: 'Ort' },
    home: { street: 'Bahnhofstrasse', number: '12', postal: '8001', city: 'Zürich', badPostal: '80011' },
    work: { street: 'Limmatquai', number: '4', postal: '8001', city: 'Zürich' },
    postalInvalid: 'Die Postleitzahl ist nicht gültig.',
  },
  'fr-CH': {
    toBasket: 'Ajouter au panier',
    register: { form: 'Créer un compte client', first: 'Prénom', last: 'Nom', email: 'Adresse e-mail', birth: 'Date de naissance', password: 'Mot de passe' },
    book: 'Mon carnet d’adresses',
    add: 'Ajouter une adresse',
    save: 'Enregistrer l’adresse',
    change: 'Modifier',
    remove: 'Supprimer',
    asDelivery: 'Utiliser comme adresse de livraison',
    defaultDelivery: 'Adresse de livraison par défaut',
    saved: 'L’adresse a été enregistrée.',
    deleted: 'L’adresse a été supprimée.',
    defaultSet: 'Votre adresse par défaut a été modifiée.',
    empty: 'Votre carnet d’adresses est vide.',
    address: { salutation: 'Civilité', first: 'Prénom', last: 'Nom', street: 'Rue', number: 'Numéro', postal: 'Code postal', city: 'Localité' },
    home: { street: 'Rue du Rhône', number: '8', postal: '1204', city: 'Genève', badPostal: '12045' },
    work: { street: 'Quai du Mont-Blanc', number: '2', postal: '1201', city: 'Genève' },
    postalInvalid: 'Le code postal n’est pas valable.',
  },
  'nl-NL': {
    toBasket: 'In winkelwagen',
    register: { form: 'Klantaccount aanmaken', first: 'Voornaam', last: 'Achternaam', email: 'E-mailadres', birth: 'Geboortedatum', password: 'Wachtwoord' },
    book: 'Mijn adresboek',
    add: 'Adres toevoegen',
    save: 'Adres opslaan',
    change: 'Wijzigen',
    remove: 'Verwijderen',
    asDelivery: 'Als bezorgadres gebruiken',
    defaultDelivery: 'Standaard bezorgadres',
    saved: 'Het adres is opgeslagen.',
    deleted: 'Het adres is verwijderd.',
    defaultSet: 'Uw standaardadres is gewijzigd.',
    empty: 'Uw adresboek is leeg.',
    address: { salutation: 'Aanhef', first: 'Voornaam', last: 'Achternaam', street: 'Straat', number: 'Huisnummer', postal: 'Postcode', city: 'Plaats' },
    home: { street: 'Prinsengracht', number: '263', postal: '1016 GV', city: 'Amsterdam', badPostal: '1016' },
    work: { street: 'Damrak', number: '1', postal: '1012 LG', city: 'Amsterdam' },
    postalInvalid: 'De postcode is ongeldig.',
  },
} as const;

for (const shop of SHOPS) {
  const text = TEXT[shop.locale];
  const settings: LocaleSettings = { defaultLocale: shop.name === 'shop-ch' ? 'de-CH' : shop.locale, locales: shop.name === 'shop-ch' ? ['de-CH', 'fr-CH'] : [shop.locale] };
  const path = (screen: Screen) => `${shop.url}${pathFor(screen, shop.locale, settings)}`;

  test(`${shop.name} ${shop.locale}: the address book — a guest is sent to log in and back; add (a wrong postal code first, nothing lost), change, a second one as the default, delete; the checkout offers the default first`, async ({
    page,
  }) => {
    // A guest asks for the book: the login, which comes back to it.
    await page.goto(path('accountAddressBook'));
    await expect(page).toHaveURL(/\?next=/);
    const register = page.getByRole('form', { name: text.register.form, exact: true });
    await register.getByLabel(text.register.first, { exact: true }).fill('Noa');
    await register.getByLabel(text.register.last, { exact: true }).fill('Keller');
    await register.getByLabel(text.register.email, { exact: true }).fill(`book-${shop.locale}-${Date.now()}@example.org`);
    await register.getByLabel(text.register.birth, { exact: true }).fill('1987-05-14');
    await register.getByLabel(text.register.password, { exact: true }).fill('Segelboot-im-Hafen-7');
    await register.getByRole('button', { name: text.register.form }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.book })).toBeVisible();
    await expect(page.getByText(text.empty)).toBeVisible();
    await expectAccessible(page);

    // A new address: a wrong postal code is refused with the spec's message, everything typed kept.
    await page.getByRole('link', { name: text.add }).click();
    const form = page.locator('#address-form form');
    await form.getByLabel(text.address.salutation, { exact: true }).selectOption('female');
    await form.getByLabel(text.address.first, { exact: true }).fill('Noa');
    await form.getByLabel(text.address.last, { exact: true }).fill('Keller');
    await form.getByLabel(text.address.street, { exact: true }).fill(text.home.street);
    await form.getByLabel(text.address.number, { exact: true }).fill(text.home.number);
    await form.getByLabel(text.address.postal, { exact: true }).fill(text.home.badPostal);
    await form.getByLabel(text.address.city, { exact: true }).fill(text.home.city);
    await form.getByRole('button', { name: text.save }).click();
    await expect(form.getByText(text.postalInvalid).first()).toBeVisible();
    await expect(form.getByLabel(text.address.street, { exact: true })).toHaveValue(text.home.street);
    await expectAccessible(page);
    await form.getByLabel(text.address.postal, { exact: true }).fill(text.home.postal);
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    const entries = page.locator('.vt-address-book__entry');
    await expect(entries).toHaveCount(1);
    // The first address is the default for delivery and the bill.
    await expect(entries.first()).toContainText(text.defaultDelivery);

    // Changed: the house number.
    await entries
      .first()
      .getByRole('link', { name: new RegExp(`^${text.change}`) })
      .click();
    await form.getByLabel(text.address.number, { exact: true }).fill(`${text.home.number}a`);
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(entries.first()).toContainText(`${text.home.street} ${text.home.number}a`);

    // A second address, made the default for delivery with its button (the keyboard only).
    await page.getByRole('link', { name: text.add }).click();
    await form.getByLabel(text.address.salutation, { exact: true }).selectOption('none');
    await form.getByLabel(text.address.first, { exact: true }).fill('Noa');
    await form.getByLabel(text.address.last, { exact: true }).fill('Keller');
    await form.getByLabel(text.address.street, { exact: true }).fill(text.work.street);
    await form.getByLabel(text.address.number, { exact: true }).fill(text.work.number);
    await form.getByLabel(text.address.postal, { exact: true }).fill(text.work.postal);
    await form.getByLabel(text.address.city, { exact: true }).fill(text.work.city);
    await form.getByRole('button', { name: text.save }).press('Enter');
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(entries).toHaveCount(2);
    const work = entries.filter({ hasText: text.work.street });
    await work.getByRole('button', { name: new RegExp(`^${text.asDelivery}`) }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(text.defaultSet)).toBeVisible();
    // The default delivery address comes first.
    await expect(entries.first()).toContainText(text.work.street);
    await expect(entries.first()).toContainText(text.defaultDelivery);
    await expectAccessible(page);

    // The checkout's delivery step (with something in the basket) offers the book, the default first and chosen.
    await page.goto(`${shop.url}${shop.prefix}/p/x-100017`);
    await page.locator('.vt-variants input[type="radio"]:not([disabled])').first().check();
    await page.getByRole('button', { name: text.toBasket, exact: false }).first().click();
    await expect(page.locator('.vt-header-action[data-kind="basket"]').getByTestId('basket-count')).toHaveText('1');
    await page.goto(path('delivery'));
    const chosen = page.locator('input[type="radio"][name="address"]:checked');
    await expect(chosen.locator('xpath=..')).toContainText(text.work.street);
    await expect(page.locator('input[type="radio"][name="address"]')).toHaveCount(3);

    // Deleted: the other address stays, and the delivery default falls to it.
    await page.goto(path('accountAddressBook'));
    await entries
      .filter({ hasText: text.work.street })
      .getByRole('button', { name: new RegExp(`^${text.remove}`) })
      .click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(text.defaultDelivery);
  });
}
