import { addDays, earliestPickup, isWorkingDay } from '@vitrine/calendar';
import { type LocaleSettings, pathFor, type Screen } from '@vitrine/i18n';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './test';
import { confirmRegistrationByMail, expectAccessible, OPERATOR, SHOPS } from './shops';

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
    const email = `book-${shop.locale}-${Date.now()}@example.org`;
    await register.getByLabel(text.register.email, { exact: true }).fill(email);
    await register.getByLabel(text.register.birth, { exact: true }).fill('1987-05-14');
    await register.getByLabel(text.register.password, { exact: true }).fill('Segelboot-im-Hafen-7');
    await register.getByRole('button', { name: text.register.form }).click();
    await confirmRegistrationByMail(page, email);
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

/** The demo customers whose accounts show a seeded history (the gateway's `modules/orders/history.ts`). */
const HISTORY = {
  'de-DE': { email: 'anna.schmidt@example.de', password: 'Vitrine-Demo-2026', orders: '390001' },
  'de-CH': { email: 'laura.meier@example.ch', password: 'Vitrine-Premium-2026', orders: '390003' },
  'fr-CH': { email: 'claire.dubois@example.ch', password: 'Vitrine-Kunde-2026', orders: '390004' },
  'nl-NL': { email: 'sanne.devries@example.nl', password: 'Vitrine-Kunde-2026', orders: '390005' },
} as const;

/** Logs a demo customer in on the login page the account sent the guest to (the form with the password field). */
async function logInAs(page: Page, demo: { email: string; password: string }, login: { email: string; password: string; submit: string }) {
  const form = page
    .locator('form')
    .filter({ has: page.getByLabel(login.password, { exact: true }) })
    .first();
  await form.getByLabel(login.email, { exact: true }).fill(demo.email);
  await form.getByLabel(login.password, { exact: true }).fill(demo.password);
  await form.getByRole('button', { name: login.submit, exact: true }).click();
}

const ORDERS_TEXT = {
  'de-DE': {
    login: { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' },
    account: 'Mein Konto',
    orders: 'Meine Bestellungen und Lieferungen',
    tile: 'Bestellungen und Lieferungen',
    partly: 'Teilweise versandt',
    delivered: 'Geliefert',
    cancelled: 'Storniert',
    preparing: 'In Vorbereitung',
    scans: 'Sendungsverlauf',
    handedOver: 'An den Paketdienst übergeben',
    carrier: 'DHL',
    trackingHost: 'www.dhl.de',
    invoicesNav: 'Rechnungen',
    invoices: 'Meine Rechnungen',
    invoice: (n: string) => `Rechnung ${n}`,
    vat: 'darin enthaltene MwSt.',
    returnLink: 'Artikel zurücksenden',
    returnSubmit: 'Rücksendung anmelden',
    pickup: 'Abholung bei Ihnen',
    pickupDay: 'Abholtag',
    tooEarly: /frühestens drei Werktage nach heute/,
    notWorkingDay: /An Wochenenden und Feiertagen wird nicht abgeholt/,
    registered: /Ihre Rücksendung (RT-[0-9A-F]{8}) ist angemeldet/,
    label: 'Rücksendeetikett',
    quantity: 'Menge',
  },
  'de-CH': {
    login: { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' },
    account: 'Mein Konto',
    orders: 'Meine Bestellungen und Lieferungen',
    tile: 'Bestellungen und Lieferungen',
    partly: 'Teilweise versandt',
    delivered: 'Geliefert',
    cancelled: 'Storniert',
    preparing: 'In Vorbereitung',
    scans: 'Sendungsverlauf',
    handedOver: 'An den Paketdienst übergeben',
    carrier: 'Die Post',
    trackingHost: 'service.post.ch',
    invoicesNav: 'Rechnungen',
    invoices: 'Meine Rechnungen',
    invoice: (n: string) => `Rechnung ${n}`,
    vat: 'darin enthaltene MwSt.',
    returnLink: 'Artikel zurücksenden',
    returnSubmit: 'Rücksendung anmelden',
    pickup: 'Abholung bei Ihnen',
    pickupDay: 'Abholtag',
    tooEarly: /frühestens drei Werktage nach heute/,
    notWorkingDay: /An Wochenenden und Feiertagen wird nicht abgeholt/,
    registered: /Ihre Rücksendung (RT-[0-9A-F]{8}) ist angemeldet/,
    label: 'Rücksendeetikett',
    quantity: 'Menge',
  },
  'fr-CH': {
    login: { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
    account: 'Mon compte',
    orders: 'Mes commandes et livraisons',
    tile: 'Commandes et livraisons',
    partly: 'Partiellement expédiée',
    delivered: 'Livrée',
    cancelled: 'Annulée',
    preparing: 'En préparation',
    scans: 'Historique de l’envoi',
    handedOver: 'Remis au transporteur',
    carrier: 'La Poste',
    trackingHost: 'service.post.ch',
    invoicesNav: 'Factures',
    invoices: 'Mes factures',
    invoice: (n: string) => `Facture ${n}`,
    vat: 'dont TVA',
    returnLink: 'Retourner des articles',
    returnSubmit: 'Enregistrer le retour',
    pickup: 'Enlèvement chez vous',
    pickupDay: 'Jour d’enlèvement',
    tooEarly: /au plus tôt trois jours ouvrables/,
    notWorkingDay: /Aucun enlèvement les week-ends et jours fériés/,
    registered: /Votre retour (RT-[0-9A-F]{8}) est enregistré/,
    label: 'étiquette de retour',
    quantity: 'Quantité',
  },
  'nl-NL': {
    login: { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen' },
    account: 'Mijn account',
    orders: 'Mijn bestellingen en leveringen',
    tile: 'Bestellingen en leveringen',
    partly: 'Gedeeltelijk verzonden',
    delivered: 'Geleverd',
    cancelled: 'Geannuleerd',
    preparing: 'In voorbereiding',
    scans: 'Verzendgeschiedenis',
    handedOver: 'Aan de vervoerder overgedragen',
    carrier: 'PostNL',
    trackingHost: 'jouw.postnl.nl',
    invoicesNav: 'Facturen',
    invoices: 'Mijn facturen',
    invoice: (n: string) => `Factuur ${n}`,
    vat: 'waarvan btw',
    returnLink: 'Artikelen retourneren',
    returnSubmit: 'Retour aanmelden',
    pickup: 'Ophalen bij u thuis',
    pickupDay: 'Ophaaldag',
    tooEarly: /op zijn vroegst drie werkdagen na vandaag/,
    notWorkingDay: /In het weekend en op feestdagen wordt niet opgehaald/,
    registered: /Uw retour (RT-[0-9A-F]{8}) is aangemeld/,
    label: 'Retouretiket',
    quantity: 'Aantal',
  },
} as const;

for (const shop of SHOPS) {
  const text = ORDERS_TEXT[shop.locale];
  const demo = HISTORY[shop.locale];
  const settings: LocaleSettings = { defaultLocale: shop.name === 'shop-ch' ? 'de-CH' : shop.locale, locales: shop.name === 'shop-ch' ? ['de-CH', 'fr-CH'] : [shop.locale] };
  const path = (screen: Screen) => `${shop.url}${pathFor(screen, shop.locale, settings)}`;

  test(`${shop.name} ${shop.locale}: the account — a guest is asked to log in and comes back; the start's tiles lead to the orders (the demo history: parcels, the carrier's page and scans, what is still prepared), the invoice PDF (number, lines, VAT), a return by keyboard (a pickup too early or on a day off refused, the earliest taken, its label); light and dark without axe violations`, async ({
    page,
  }) => {
    await page.goto(path('account'));
    await expect(page).toHaveURL((url) => url.pathname === pathFor('login', shop.locale, settings) && url.searchParams.get('next') === pathFor('account', shop.locale, settings));
    await logInAs(page, demo, text.login);
    await expect(page.getByRole('heading', { level: 1, name: text.account })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: new RegExp(`^${text.tile}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.orders })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: text.tile, exact: true })).toHaveAttribute('aria-current', 'page');
    const order = (suffix: string) => page.getByRole('article', { name: new RegExp(`${demo.orders}${suffix}`) });
    const partly = order('02');
    await expect(partly.getByText(text.partly, { exact: true })).toBeVisible();
    await expect(partly.getByRole('heading', { level: 3, name: text.preparing })).toBeVisible();
    const tracking = partly.getByRole('link', { name: new RegExp(text.carrier) });
    expect(new URL((await tracking.getAttribute('href'))!).host).toBe(text.trackingHost);
    await expect(tracking).toHaveAttribute('target', '_blank');
    await partly.getByText(text.scans, { exact: true }).click();
    await expect(partly.getByText(text.handedOver, { exact: false })).toBeVisible();
    await expect(order('01').getByText(text.delivered, { exact: true })).toBeVisible();
    await expect(order('03').getByText(text.cancelled, { exact: true })).toBeVisible();
    // The delivered parcel's proof of delivery: a PDF naming the order and the tracking number.
    const statement = order('01').locator('.vt-parcel__statement a').first();
    const statementAnswer = await page.request.get(new URL((await statement.getAttribute('href'))!, shop.url).href);
    expect(statementAnswer.status()).toBe(200);
    expect(statementAnswer.headers()['content-type']).toBe('application/pdf');
    const statementText = (await extractText(await getDocumentProxy(new Uint8Array(await statementAnswer.body())), { mergePages: true })).text;
    expect(statementText).toContain(`${demo.orders}01`);
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await expect(page.getByRole('heading', { level: 1, name: text.orders })).toBeVisible();
    await expectAccessible(page);
    const bought = (await order('01').locator('.vt-order__lines li').first().innerText())
      .replace(/^\d+ ×\s*/, '')
      .split(',')[0]!
      .trim();

    // Invoices: the delivered order's, as a PDF whose text has its number, its lines and the VAT.
    await page.getByRole('navigation').getByRole('link', { name: text.invoicesNav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.invoices })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `${demo.orders}01` });
    const number = (await row.getByRole('rowheader').innerText()).trim();
    const download = row.getByRole('link', { name: new RegExp(number) });
    const answer = await page.request.get(new URL((await download.getAttribute('href'))!, shop.url).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(await answer.body())), { mergePages: true });
    const flat = pdfText.replace(/\s+/g, ' ');
    for (const part of [text.invoice(number), bought, text.vat]) expect(flat).toContain(part);
    await expectAccessible(page);

    // A return of the delivered order, by keyboard: a pickup two working days ahead and one on a
    // weekend or public holiday are refused with the spec's rule in words; the earliest day is taken.
    const country = shop.name === 'shop-de' ? 'DE' : shop.name === 'shop-ch' ? 'CH' : 'NL';
    const place = { country, timeZone: shop.name === 'shop-de' ? 'Europe/Berlin' : shop.name === 'shop-ch' ? 'Europe/Zurich' : 'Europe/Amsterdam' };
    await page.goto(path('accountOrders'));
    const returnLink = order('01').getByRole('link', { name: new RegExp(text.returnLink) });
    await returnLink.focus();
    await page.keyboard.press('Enter');
    const returnForm = page.locator('#return-form');
    await expect(returnForm.getByRole('button', { name: text.returnSubmit })).toBeVisible();
    // The first line that still has a piece to send back (each run of the journey takes one).
    const quantities = returnForm.getByRole('combobox', { name: new RegExp(`^${text.quantity}`) });
    let chosen = -1;
    for (let i = 0; i < (await quantities.count()); i += 1) if ((await quantities.nth(i).locator('option').count()) > 1) chosen = chosen < 0 ? i : chosen;
    expect(chosen).toBeGreaterThanOrEqual(0);
    await hydrated(quantities.nth(chosen));
    await quantities.nth(chosen).focus();
    await page.keyboard.press('ArrowDown');
    await expect(quantities.nth(chosen)).toHaveValue('1');
    await returnForm.getByRole('radio', { name: text.pickup }).focus();
    await page.keyboard.press('Space');
    const earliest = earliestPickup(new Date(), place);
    let early = addDays(earliest, -1);
    while (!isWorkingDay(early, country)) early = addDays(early, -1);
    const day = returnForm.getByLabel(text.pickupDay, { exact: true });
    await day.fill(early);
    await day.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: text.tooEarly })).toBeVisible();
    // Nothing chosen was lost.
    await expect(quantities.nth(chosen)).toHaveValue('1');
    await expect(day).toHaveValue(early);
    let closed = earliest;
    while (isWorkingDay(closed, country)) closed = addDays(closed, 1);
    await day.fill(closed);
    await day.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: text.notWorkingDay })).toBeVisible();
    await expectAccessible(page);
    await day.fill(earliest);
    await returnForm.getByRole('button', { name: text.returnSubmit }).focus();
    await page.keyboard.press('Enter');
    const notice = page.getByRole('status').filter({ hasText: text.registered });
    await expect(notice).toBeVisible();
    const id = text.registered.exec(await notice.innerText())![1]!;
    const label = order('01').getByRole('link', { name: new RegExp(`${text.label} ${id}`) });
    const labelAnswer = await page.request.get(new URL((await label.getAttribute('href'))!, shop.url).href);
    expect(labelAnswer.status()).toBe(200);
    const { text: labelText } = await extractText(await getDocumentProxy(new Uint8Array(await labelAnswer.body())), { mergePages: true });
    expect(labelText).toContain(id);
    await expectAccessible(page);
  });
}

const BOOKINGS_TEXT = {
  'de-DE': { bookings: 'Meine Buchungen', open: 'Offene Zahlungen', stillOpen: 'offen', instalment: 'Rate', credit: 'Gutschrift für Rücksendung', dates: 'Meine Zahltermine' },
  'de-CH': { bookings: 'Meine Buchungen', open: 'Offene Zahlungen', stillOpen: 'offen', instalment: 'Rate', credit: 'Gutschrift für Rücksendung', dates: null },
  'fr-CH': { bookings: 'Mes écritures', open: 'Paiements en attente', stillOpen: 'en attente', instalment: 'Mensualité', credit: 'Avoir pour le retour', dates: null },
  'nl-NL': { bookings: 'Mijn boekingen', open: 'Openstaande betalingen', stillOpen: 'openstaand', instalment: 'Termijn', credit: 'Creditering voor retour', dates: null },
} as const;
const PAID_WORD = { 'de-DE': 'bezahlt', 'de-CH': 'bezahlt', 'fr-CH': 'payée', 'nl-NL': 'betaald' } as const;
const LEDGER_HEADING = { 'de-DE': 'Buchungen', 'de-CH': 'Buchungen', 'fr-CH': 'Écritures', 'nl-NL': 'Boekingen' } as const;

const OVERVIEW_TEXT = {
  'de-DE': {
    nav: 'Übersicht',
    title: 'Meine Übersicht',
    shipments: 'Sendungen unterwegs',
    premium: 'Premium-Mitgliedschaft',
    vouchers: 'Ihre Gutscheine',
    active: /^Aktiv/,
    expired: /^Abgelaufen/,
    welcome: 'WILLKOMMEN-ANNA',
    personal: 'Nur für Sie',
    noExpired: 'Sie haben keine abgelaufenen Gutscheine.',
  },
  'de-CH': {
    nav: 'Übersicht',
    title: 'Meine Übersicht',
    shipments: 'Sendungen unterwegs',
    premium: 'Premium-Mitgliedschaft',
    vouchers: 'Ihre Gutscheine',
    active: /^Aktiv/,
    expired: /^Abgelaufen/,
    welcome: 'WILLKOMMEN-LAURA',
    personal: 'Nur für Sie',
    noExpired: 'Sie haben keine abgelaufenen Gutscheine.',
  },
  'fr-CH': {
    nav: 'Aperçu',
    title: 'Mon aperçu',
    shipments: 'Colis en route',
    premium: 'Abonnement Premium',
    vouchers: 'Vos bons',
    active: /^Actifs/,
    expired: /^Expirés/,
    welcome: 'BIENVENUE-CLAIRE',
    personal: 'Rien que pour vous',
    noExpired: 'Vous n’avez aucun bon expiré.',
  },
  'nl-NL': {
    nav: 'Overzicht',
    title: 'Mijn overzicht',
    shipments: 'Zendingen onderweg',
    premium: 'Premium-lidmaatschap',
    vouchers: 'Uw waardebonnen',
    active: /^Actief/,
    expired: /^Verlopen/,
    welcome: 'WELKOM-SANNE',
    personal: 'Alleen voor u',
    noExpired: 'U hebt geen verlopen waardebonnen.',
  },
} as const;

/** The amount in a sentence ("Noch zu zahlen: 1.234,56 €" → "1.234,56"). */
const amountIn = (sentence: string) => /\d[\d'’.,\s\u00a0\u202f]*\d/.exec(sentence)?.[0]?.replace(/[\s\u00a0\u202f]/g, '');

for (const shop of SHOPS) {
  const text = { ...BOOKINGS_TEXT[shop.locale], ...ORDERS_TEXT[shop.locale] };
  const demo = HISTORY[shop.locale];
  const settings: LocaleSettings = { defaultLocale: shop.name === 'shop-ch' ? 'de-CH' : shop.locale, locales: shop.name === 'shop-ch' ? ['de-CH', 'fr-CH'] : [shop.locale] };
  const path = (screen: Screen) => `${shop.url}${pathFor(screen, shop.locale, settings)}`;

  test(`${shop.name} ${shop.locale}: bookings — every instalment of the demo plan (those due so far paid), the open invoice, the return booked back; what is still to pay equals the ledger's balance${text.dates ? '; the payment dates list only what is open' : ''}; the overview (the parcel on its way, what is due, premium where offered, the vouchers' tabs); light and dark without axe violations`, async ({
    page,
  }) => {
    await page.goto(path('accountBookings'));
    await expect(page).toHaveURL(
      (url) => url.pathname === pathFor('login', shop.locale, settings) && url.searchParams.get('next') === pathFor('accountBookings', shop.locale, settings),
    );
    await logInAs(page, demo, text.login);
    await expect(page.getByRole('heading', { level: 1, name: text.bookings })).toBeVisible();

    const open = page.getByRole('region', { name: text.open });
    const plan = open.getByRole('row').filter({ hasText: `${demo.orders}04` });
    await expect(plan).toHaveCount(6);
    await expect(plan.first()).toContainText(text.instalment);
    await expect(plan.first()).toContainText(PAID_WORD[shop.locale]);
    await expect(open.getByRole('row').filter({ hasText: `${demo.orders}02` })).toContainText(text.stillOpen);
    const ledger = page.getByRole('region', { name: LEDGER_HEADING[shop.locale] });
    await expect(ledger.getByRole('rowheader', { name: `${text.credit} RT-${demo.orders}05` })).toBeVisible();
    // What is still to pay is the ledger's balance.
    const total = amountIn(await open.locator('.vt-maturities__total').innerText());
    const balance = amountIn(await ledger.locator('.vt-ledger__balance').innerText());
    expect(total).toBeTruthy();
    expect(balance).toBe(total);
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await expect(page.getByRole('heading', { level: 1, name: text.bookings })).toBeVisible();
    await expectAccessible(page);

    if (text.dates) {
      await page.getByRole('navigation').getByRole('link', { name: 'Zahltermine', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.dates })).toBeVisible();
      const dates = page.getByRole('region', { name: text.open });
      await expect(dates.getByRole('row').filter({ hasText: `${demo.orders}04` })).not.toHaveCount(0);
      await expect(dates.getByRole('row').filter({ hasText: PAID_WORD[shop.locale] })).toHaveCount(0);
      expect(amountIn(await dates.locator('.vt-maturities__total').innerText())).toBe(total);
      await expectAccessible(page);
    }

    // The overview: the parcel on its way with the carrier's page, what is still to pay, premium
    // where the shop offers it, the vouchers in two tabs (links: no JavaScript needed).
    const overview = OVERVIEW_TEXT[shop.locale];
    await page.getByRole('navigation').getByRole('link', { name: overview.nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: overview.title })).toBeVisible();
    const shipments = page.getByRole('region', { name: overview.shipments });
    await expect(shipments.getByRole('heading', { level: 3, name: new RegExp(`${demo.orders}02`) })).toBeVisible();
    expect(new URL((await shipments.getByRole('link', { name: new RegExp(text.carrier) }).getAttribute('href'))!).host).toBe(text.trackingHost);
    expect(amountIn(await page.locator('.vt-account-overview__payments').innerText())).toBe(total);
    await expect(page.getByRole('region', { name: overview.premium })).toHaveCount(shop.name === 'shop-ch' ? 1 : 0);
    if (shop.locale === 'de-CH') await expect(page.getByRole('region', { name: overview.premium })).toContainText('31. März 2027');
    const vouchers = page.getByRole('region', { name: overview.vouchers });
    await expect(vouchers.getByRole('link', { name: overview.active })).toHaveAttribute('aria-current', 'page');
    await expect(vouchers.locator('.vt-voucher-card').filter({ hasText: overview.welcome })).toContainText(overview.personal);
    await expectAccessible(page);
    await vouchers.getByRole('link', { name: overview.expired }).click();
    await expect(page.getByRole('region', { name: overview.vouchers }).getByRole('link', { name: overview.expired })).toHaveAttribute('aria-current', 'page');
    if (shop.name === 'shop-de') await expect(page.locator('.vt-voucher-card').filter({ hasText: 'SOMMER15' })).toBeVisible();
    else await expect(page.getByText(overview.noExpired)).toBeVisible();
    await expectAccessible(page);
  });
}

/** The text of the newest mail of a kind to an address in the sandbox's outbox. */
async function mailText(page: Page, to: string, kind: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`${OPERATOR}/outbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } });
      text = ((await res.json()) as { mails: { kind: string; text: string }[] }).mails.find((m) => m.kind === kind)?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}
const linkIn = (text: string) => /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(text)![0];

const PERSONAL_TEXT = {
  'de-DE': {
    title: 'Meine persönlichen Daten',
    phone: 'Telefonnummer (optional)',
    iban: 'IBAN (optional)',
    save: 'Daten speichern',
    saved: 'Ihre Daten wurden gespeichert.',
    ibanInvalid: 'Die IBAN ist nicht gültig.',
    goodIban: 'DE89 3704 0044 0532 0130 00',
    masked: 'DE89 •••• •••• •••• ••30 00',
    newEmail: 'Neue E-Mail-Adresse',
    yourPassword: 'Ihr Passwort',
    changeEmail: 'E-Mail-Adresse ändern',
    confirmEmail: 'E-Mail-Adresse bestätigen',
    current: 'Aktuelles Passwort',
    next: 'Neues Passwort',
    changePassword: 'Passwort ändern',
    wrong: 'Das Passwort ist nicht korrekt.',
    changed: 'Ihr Passwort ist geändert.',
    download: 'Meine Daten herunterladen (JSON)',
    erase: 'Löschen per E-Mail bestätigen',
    eraseFinal: 'Kundenkonto endgültig löschen',
    erased: 'Ihr Kundenkonto ist gelöscht.',
    lookup: 'Bestellstatus ohne Anmeldung abfragen',
    lookupFields: { number: 'Bestellnummer', email: 'E-Mail-Adresse', postal: 'Postleitzahl der Lieferadresse', submit: 'Bestellung anzeigen' },
    notFound: 'Zu diesen Angaben haben wir keine Bestellung gefunden.',
  },
  'de-CH': {
    title: 'Meine persönlichen Daten',
    phone: 'Telefonnummer (optional)',
    iban: 'IBAN (optional)',
    save: 'Daten speichern',
    saved: 'Ihre Daten wurden gespeichert.',
    ibanInvalid: 'Die IBAN ist nicht gültig.',
    goodIban: 'CH93 0076 2011 6238 5295 7',
    masked: 'CH93 •••• •••• •••• •295 7',
    newEmail: 'Neue E-Mail-Adresse',
    yourPassword: 'Ihr Passwort',
    changeEmail: 'E-Mail-Adresse ändern',
    confirmEmail: 'E-Mail-Adresse bestätigen',
    current: 'Aktuelles Passwort',
    next: 'Neues Passwort',
    changePassword: 'Passwort ändern',
    wrong: 'Das Passwort ist nicht korrekt.',
    changed: 'Ihr Passwort ist geändert.',
    download: 'Meine Daten herunterladen (JSON)',
    erase: 'Löschen per E-Mail bestätigen',
    eraseFinal: 'Kundenkonto endgültig löschen',
    erased: 'Ihr Kundenkonto ist gelöscht.',
    lookup: 'Bestellstatus ohne Anmeldung abfragen',
    lookupFields: { number: 'Bestellnummer', email: 'E-Mail-Adresse', postal: 'Postleitzahl der Lieferadresse', submit: 'Bestellung anzeigen' },
    notFound: 'Zu diesen Angaben haben wir keine Bestellung gefunden.',
  },
  'fr-CH': {
    title: 'Mes données personnelles',
    phone: 'Numéro de téléphone (facultatif)',
    iban: 'IBAN (facultatif)',
    save: 'Enregistrer les données',
    saved: 'Vos données ont été enregistrées.',
    ibanInvalid: 'L’IBAN n’est pas valable.',
    goodIban: 'CH93 0076 2011 6238 5295 7',
    masked: 'CH93 •••• •••• •••• •295 7',
    newEmail: 'Nouvelle adresse e-mail',
    yourPassword: 'Votre mot de passe',
    changeEmail: 'Modifier l’adresse e-mail',
    confirmEmail: 'Confirmer l’adresse e-mail',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    changePassword: 'Modifier le mot de passe',
    wrong: 'Le mot de passe n’est pas correct.',
    changed: 'Votre mot de passe est modifié.',
    download: 'Télécharger mes données (JSON)',
    erase: 'Confirmer la suppression par e-mail',
    eraseFinal: 'Supprimer définitivement le compte client',
    erased: 'Votre compte client est supprimé.',
    lookup: 'Consulter le statut d’une commande sans se connecter',
    lookupFields: { number: 'Numéro de commande', email: 'Adresse e-mail', postal: 'Code postal de l’adresse de livraison', submit: 'Afficher la commande' },
    notFound: 'Nous n’avons trouvé aucune commande correspondant à ces informations.',
  },
  'nl-NL': {
    title: 'Mijn persoonlijke gegevens',
    phone: 'Telefoonnummer (optioneel)',
    iban: 'IBAN (optioneel)',
    save: 'Gegevens opslaan',
    saved: 'Uw gegevens zijn opgeslagen.',
    ibanInvalid: 'De IBAN is ongeldig.',
    goodIban: 'NL91 ABNA 0417 1643 00',
    masked: 'NL91 •••• •••• ••43 00',
    newEmail: 'Nieuw e-mailadres',
    yourPassword: 'Uw wachtwoord',
    changeEmail: 'E-mailadres wijzigen',
    confirmEmail: 'E-mailadres bevestigen',
    current: 'Huidig wachtwoord',
    next: 'Nieuw wachtwoord',
    changePassword: 'Wachtwoord wijzigen',
    wrong: 'Het wachtwoord is niet juist.',
    changed: 'Uw wachtwoord is gewijzigd.',
    download: 'Mijn gegevens downloaden (JSON)',
    erase: 'Verwijderen per e-mail bevestigen',
    eraseFinal: 'Klantaccount definitief verwijderen',
    erased: 'Uw klantaccount is verwijderd.',
    lookup: 'Bestelstatus bekijken zonder in te loggen',
    lookupFields: { number: 'Bestelnummer', email: 'E-mailadres', postal: 'Postcode van het bezorgadres', submit: 'Bestelling tonen' },
    notFound: 'Bij deze gegevens hebben we geen bestelling gevonden.',
  },
} as const;
/** The demo customers' postal codes (their seeded orders go there). */
const DEMO_POSTAL = { 'de-DE': '10115', 'de-CH': '8001', 'fr-CH': '1204', 'nl-NL': '1016 GV' } as const;

for (const shop of SHOPS) {
  const text = { ...PERSONAL_TEXT[shop.locale], register: TEXT[shop.locale].register, login: ORDERS_TEXT[shop.locale].login };
  const settings: LocaleSettings = { defaultLocale: shop.name === 'shop-ch' ? 'de-CH' : shop.locale, locales: shop.name === 'shop-ch' ? ['de-CH', 'fr-CH'] : [shop.locale] };
  const path = (screen: Screen) => `${shop.url}${pathFor(screen, shop.locale, settings)}`;

  test(`${shop.name} ${shop.locale}: personal data — a new customer saves phone and IBAN (a wrong one first, nothing lost; shown masked), changes the password (a wrong current one refused) and logs in with the new one, changes the e-mail through the mailed link, downloads the data, erases the account through the mailed link; the guest order lookup (a wrong postal code learns nothing); light and dark without axe violations`, async ({
    page,
  }) => {
    const stamp = `${shop.locale.toLowerCase()}-${Date.now()}`;
    const email = `data-${stamp}@example.org`;
    const password = 'Leuchtturm-am-Meer-9';
    // A guest asks for the page: the login, where the guest opens an account and comes back.
    await page.goto(path('accountPersonalData'));
    await expect(page).toHaveURL(/\?next=/);
    const register = page.getByRole('form', { name: text.register.form, exact: true });
    await register.getByLabel(text.register.first, { exact: true }).fill('Lea');
    await register.getByLabel(text.register.last, { exact: true }).fill('Brunner');
    await register.getByLabel(text.register.email, { exact: true }).fill(email);
    await register.getByLabel(text.register.birth, { exact: true }).fill('1990-08-21');
    await register.getByLabel(text.register.password, { exact: true }).fill(password);
    await register.getByRole('button', { name: text.register.form }).click();
    await confirmRegistrationByMail(page, email);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expectAccessible(page);

    // Phone and IBAN: a wrong IBAN is refused with the spec's message, what was typed stays.
    await page.getByLabel(text.phone, { exact: true }).fill('+41 44 987 65 43');
    await page.getByLabel(text.iban, { exact: true }).fill('DE00 1234 5678');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.ibanInvalid).first()).toBeVisible();
    await expect(page.getByLabel(text.phone, { exact: true })).toHaveValue('+41 44 987 65 43');
    await page.getByLabel(text.iban, { exact: true }).fill(text.goodIban);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByText(text.masked)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(text.phone, { exact: true })).toHaveValue('+41 44 987 65 43');
    await expect(page.getByText(text.masked)).toBeVisible();

    // The password: a wrong current one is refused; the right one changes it.
    const newPassword = 'Windmühle-im-Feld-4';
    await page.getByLabel(text.current, { exact: true }).fill('Falsches-Passwort-1');
    await page.getByLabel(text.next, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.changePassword }).click();
    await expect(page.getByText(text.wrong).first()).toBeVisible();
    await page.getByLabel(text.current, { exact: true }).fill(password);
    await page.getByLabel(text.next, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.changePassword }).click();
    await expect(page.getByText(text.changed)).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // The data to take away: one JSON file with the account.
    const exportHref = await page.getByRole('link', { name: text.download }).getAttribute('href');
    const exported = await page.request.get(new URL(exportHref!, shop.url).href);
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="vitrine-.+\.json"$/);
    const data = (await exported.json()) as { account: { email: string; phone: string; iban: string } };
    expect(data.account).toMatchObject({ email, phone: '+41 44 987 65 43', iban: text.masked });

    // A new e-mail: the link goes to the new address; opened, it asks before it changes anything.
    const newEmail = `moved-${stamp}@example.org`;
    await page.getByLabel(text.newEmail, { exact: true }).fill(newEmail);
    await page.locator('#field-email-password').fill(newPassword);
    await page.getByRole('button', { name: text.changeEmail }).click();
    await expect(page.getByText(newEmail).first()).toBeVisible();
    await page.goto(linkIn(await mailText(page, newEmail, 'email-change')));
    await page.getByRole('button', { name: text.confirmEmail }).click();
    await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeVisible();

    // Logged out, then in again with the new e-mail and the new password.
    await page.context().clearCookies();
    await page.goto(path('accountPersonalData'));
    await logInAs(page, { email: newEmail, password: newPassword }, text.login);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // Erasing the account: the link goes to the account's address, and asks once more.
    await page.locator('#field-erasure-password').fill(newPassword);
    await page.getByRole('button', { name: text.erase }).click();
    await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeVisible();
    await page.goto(linkIn(await mailText(page, newEmail, 'erasure')));
    await expectAccessible(page);
    await page.getByRole('button', { name: text.eraseFinal }).click();
    await expect(page.getByText(text.erased)).toBeVisible();
    await page.goto(path('accountPersonalData'));
    await logInAs(page, { email: newEmail, password: newPassword }, text.login);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\?next=/);

    // The guest order lookup, from the login: a wrong postal code learns nothing; the right one shows the parcels.
    await page.getByRole('link', { name: text.lookup }).click();
    const demo = HISTORY[shop.locale];
    const lookup = page.getByRole('form').filter({ has: page.getByLabel(text.lookupFields.number, { exact: true }) });
    await lookup.getByLabel(text.lookupFields.number, { exact: true }).fill(`${demo.orders}02`);
    await lookup.getByLabel(text.lookupFields.email, { exact: true }).fill(demo.email);
    await lookup.getByLabel(text.lookupFields.postal, { exact: true }).fill('9999');
    await lookup.getByRole('button', { name: text.lookupFields.submit }).click();
    await expect(page.getByText(text.notFound)).toBeVisible();
    await expect(lookup.getByLabel(text.lookupFields.email, { exact: true })).toHaveValue(demo.email);
    await lookup.getByLabel(text.lookupFields.postal, { exact: true }).fill(DEMO_POSTAL[shop.locale]);
    await lookup.getByRole('button', { name: text.lookupFields.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${demo.orders}02`) })).toBeVisible();
    await expect(page.locator('.vt-order__parcels li').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('shop-de de-DE: PAYBACK — the demo customer sees the masked card, the points per invoice and a return’s points taken back; a number with a wrong check digit is refused (nothing lost), another card linked and the first again, the points kept; light and dark without axe violations', async ({
  page,
}) => {
  const shop = SHOPS[0];
  const settings: LocaleSettings = { defaultLocale: 'de-DE', locales: ['de-DE'] };
  await page.goto(`${shop.url}${pathFor('accountPayback', 'de-DE', settings)}`);
  await logInAs(page, HISTORY['de-DE'], ORDERS_TEXT['de-DE'].login);
  await expect(page.getByRole('heading', { level: 1, name: 'PAYBACK' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'PAYBACK', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Verknüpft ist die Karte ••••••1501')).toBeVisible();
  const points = page.getByRole('region', { name: 'Ihre Punkte' });
  await expect(points.getByRole('rowheader', { name: /^Gesammelt mit Rechnung \d+$/ }).first()).toBeVisible();
  await expect(points.getByRole('rowheader', { name: /^Zurückgebucht für die Rücksendung RT-/ })).toBeVisible();
  const total = await points.locator('.vt-payback__total').innerText();
  await expectAccessible(page);

  const number = page.getByLabel('PAYBACK Kundennummer', { exact: true });
  await number.fill('1234567890');
  await page.getByRole('button', { name: 'Karte verknüpfen' }).click();
  await expect(page.getByText('Die PAYBACK Kundennummer ist nicht gültig.').first()).toBeVisible();
  await expect(number).toHaveValue('1234567890');
  await number.fill('1234567891');
  await page.getByRole('button', { name: 'Karte verknüpfen' }).click();
  await expect(page.getByText('Verknüpft ist die Karte ••••••7891')).toBeVisible();
  await expect(points.locator('.vt-payback__total')).toHaveText(total);
  await number.fill('4711081501');
  await page.getByRole('button', { name: 'Karte verknüpfen' }).click();
  await expect(page.getByText('Verknüpft ist die Karte ••••••1501')).toBeVisible();
  await expect(points.locator('.vt-payback__total')).toHaveText(total);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  await expectAccessible(page);
});
