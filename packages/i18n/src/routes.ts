import { type LocaleSettings, type ProductLocale, languageOf, localePrefix } from './locale';
import { fillPath, type RouteParams } from './path-template';

export type { RouteParams } from './path-template';

/**
 * The one route table (decisions.md): every screen's public path per language. Nothing else
 * hard-codes a path. `{name}` marks a parameter; a trailing slash is part of the path.
 */
export const ROUTES = {
  storefront: { de: '/', fr: '/', nl: '/' },
  basket: { de: '/warenkorb', fr: '/panier', nl: '/winkelwagen' },
  login: { de: '/kasse/registrieren', fr: '/caisse/inscription', nl: '/kassa/registreren' },
  /** The link mailed after registration leads here (`?token=`): a button opens the account. */
  registrationConfirm: { de: '/kasse/registrieren/bestaetigen', fr: '/caisse/inscription/confirmer', nl: '/kassa/registreren/bevestigen' },
  delivery: { de: '/kasse/lieferservice', fr: '/caisse/livraison', nl: '/kassa/bezorging' },
  changeDelivery: { de: '/kasse/lieferservice-aendern', fr: '/caisse/modifier-livraison', nl: '/kassa/bezorging-wijzigen' },
  payment: { de: '/kasse/zahlung', fr: '/caisse/paiement', nl: '/kassa/betaling' },
  changePayment: { de: '/kasse/zahlung-aendern', fr: '/caisse/modifier-paiement', nl: '/kassa/betaling-wijzigen' },
  paymentProtection: { de: '/kasse/ratenschutz', fr: '/caisse/protection-paiement', nl: '/kassa/betalingsbescherming' },
  paymentProtectionUpdate: {
    de: '/kasse/ratenschutz-aktualisierung',
    fr: '/caisse/protection-paiement-actualisation',
    nl: '/kassa/betalingsbescherming-bijwerken',
  },
  delayedPayment: { de: '/kasse/zahlpause', fr: '/caisse/pause-paiement', nl: '/kassa/betaalpauze' },
  premium: { de: '/kasse/premium', fr: '/caisse/premium', nl: '/kassa/premium' },
  checkAndOrder: { de: '/kasse', fr: '/caisse', nl: '/kassa' },
  orderConfirmation: { de: '/kasse/auftrag', fr: '/caisse/commande', nl: '/kassa/bestelling' },
  noOrderNotice: { de: '/kasse/hinweis', fr: '/caisse/avis', nl: '/kassa/melding' },
  afterPayment: { de: '/kasse/bezahlt/', fr: '/caisse/paye/', nl: '/kassa/betaald/' },
  /** The single-use link of "forgot password" leads here (`?token=`); the spec's help answers link to `/password/reset`. */
  passwordReset: { de: '/password/reset', fr: '/password/reset', nl: '/password/reset' },
  wishlist: { de: '/merkzettel', fr: '/liste-de-souhaits', nl: '/verlanglijst' },
  paylink: { de: '/paylink', fr: '/paylink', nl: '/paylink' },
  paylinkReturningSuccess: { de: '/paylink/returning-success/', fr: '/paylink/returning-success/', nl: '/paylink/returning-success/' },
  /** Where the header's search form sends `?q=` (no JavaScript needed); answers with a redirect to `search`. */
  searchForm: { de: '/s', fr: '/s', nl: '/s' },
  search: { de: '/s/{term}', fr: '/s/{term}', nl: '/s/{term}' },
  /** A category listing from the navigation; `{slug}` is the category's name in the page language. */
  category: { de: '/kategorie/{slug}', fr: '/categorie/{slug}', nl: '/categorie/{slug}' },
  product: { de: '/p/{slug}-{sku}', fr: '/p/{slug}-{sku}', nl: '/p/{slug}-{sku}' },
  account: { de: '/mein-konto', fr: '/mon-compte', nl: '/mijn-account' },
  accountOverview: { de: '/mein-konto/uebersicht', fr: '/mon-compte/apercu', nl: '/mijn-account/overzicht' },
  accountPersonalData: {
    de: '/mein-konto/meine-persoenlichen-daten',
    fr: '/mon-compte/mes-donnees-personnelles',
    nl: '/mijn-account/mijn-persoonlijke-gegevens',
  },
  accountOrders: {
    de: '/mein-konto/meine-bestellungen-und-lieferungen',
    fr: '/mon-compte/mes-commandes-et-livraisons',
    nl: '/mijn-account/mijn-bestellingen-en-leveringen',
  },
  accountBookings: { de: '/mein-konto/meine-buchungen', fr: '/mon-compte/mes-ecritures', nl: '/mijn-account/mijn-boekingen' },
  accountInvoices: { de: '/mein-konto/meine-rechnungen', fr: '/mon-compte/mes-factures', nl: '/mijn-account/mijn-facturen' },
  accountAddressBook: { de: '/mein-konto/mein-adressbuch', fr: '/mon-compte/mon-carnet-d-adresses', nl: '/mijn-account/mijn-adresboek' },
  accountPayback: { de: '/mein-konto/payback' },
  /** The lend-money request for existing customers (spec §1, §5; the base shop's): a full login first. */
  lendMoney: { de: '/service-hilfe/geld-leihen' },
  /** The link mailed to a new e-mail address leads here (`?token=`): a button confirms it. */
  accountEmailConfirmation: { de: '/mein-konto/e-mail-bestaetigen', fr: '/mon-compte/confirmer-e-mail', nl: '/mijn-account/e-mail-bevestigen' },
  /** The link of "erase my account" leads here (`?token=`): a button confirms it. */
  accountErasure: { de: '/mein-konto/konto-loeschen', fr: '/mon-compte/supprimer-le-compte', nl: '/mijn-account/account-verwijderen' },
  /** An order's status and deliveries without logging in (number, e-mail, postal code). */
  orderLookup: { de: '/bestellstatus', fr: '/statut-de-commande', nl: '/bestelstatus' },
  accountPaymentDates: { de: '/mein-konto/meine-zahltermine' },
  service: { de: '/service-hilfe', fr: '/aide-service', nl: '/klantenservice' },
  /** The newsletter's four pages (spec §2, §4): the sign-up, waiting for the mail's link, welcome (`?token=` the link's button), already subscribed. */
  newsletter: { de: '/service-hilfe/vorteile/newsletter', fr: '/aide-service/avantages/newsletter', nl: '/klantenservice/voordelen/nieuwsbrief' },
  newsletterPending: {
    de: '/service-hilfe/vorteile/newsletter/bestaetigen',
    fr: '/aide-service/avantages/newsletter/confirmer',
    nl: '/klantenservice/voordelen/nieuwsbrief/bevestigen',
  },
  newsletterWelcome: {
    de: '/service-hilfe/vorteile/newsletter/willkommen',
    fr: '/aide-service/avantages/newsletter/bienvenue',
    nl: '/klantenservice/voordelen/nieuwsbrief/welkom',
  },
  newsletterAlready: {
    de: '/service-hilfe/vorteile/newsletter/bereits-angemeldet',
    fr: '/aide-service/avantages/newsletter/deja-inscrit',
    nl: '/klantenservice/voordelen/nieuwsbrief/al-ingeschreven',
  },
  /** The newsletter's settings by the signed link of its mails (`?s=`): pause, frequency, unsubscribe. */
  newsletterUnsubscribe: {
    de: '/service-hilfe/vorteile/newsletter/abmelden',
    fr: '/aide-service/avantages/newsletter/desinscription',
    nl: '/klantenservice/voordelen/nieuwsbrief/afmelden',
  },
  /** Every mailing's unsubscribe link (`?s=`, signed). */
  mailingsUnsubscribe: { de: '/service-hilfe/werbung-abbestellen', fr: '/aide-service/desabonnement-publicite', nl: '/klantenservice/reclame-afmelden' },
  /** The contact form with its guided answers (`?thema=` the subject chosen). */
  contact: { de: '/service-hilfe/kontakt', fr: '/aide-service/contact', nl: '/klantenservice/contact' },
  braSizeFinder: { de: '/service-hilfe/bh-groessenberater', fr: '/aide-service/conseiller-taille-soutien-gorge', nl: '/klantenservice/bh-maatadviseur' },
  terms: { de: '/service-hilfe/ueber-uns/agb/', fr: '/aide-service/qui-sommes-nous/cgv', nl: '/special/algemene-voorwaarden' },
  revocation: { de: '/service-hilfe/ueber-uns/widerruf/', fr: '/aide-service/qui-sommes-nous/revocation', nl: '/special/herroepingsrecht' },
  privacy: {
    de: '/service-hilfe/ueber-uns/datenschutz',
    fr: '/aide-service/qui-sommes-nous/protection-des-donnees',
    nl: '/special/privacy',
  },
  imprint: { de: '/service-hilfe/ueber-uns/impressum', fr: '/aide-service/qui-sommes-nous/mentions-legales', nl: '/special/colofon' },
  jobs: { de: '/service-hilfe/ueber-uns/karriere', fr: '/aide-service/qui-sommes-nous/carriere', nl: '/special/vacatures' },
} as const satisfies Record<string, Partial<Record<'de' | 'fr' | 'nl', string>>>;

export type Screen = keyof typeof ROUTES;

/**
 * Screens whose pages are editors' content (the bucket's page of the path's content id): the
 * route table names their paths so that links can be built, the content screen renders them.
 */
export const CONTENT_SCREENS: ReadonlySet<Screen> = new Set(['terms', 'revocation', 'privacy', 'imprint', 'jobs']);

/**
 * The account pages a tenant switches on or off (`TenantConfig.account.pages`), by their screens.
 * A switched-off page answers the localized 404 with a link to the account's start.
 */
export const ACCOUNT_PAGE_SCREENS = {
  overview: 'accountOverview',
  personalData: 'accountPersonalData',
  orders: 'accountOrders',
  bookings: 'accountBookings',
  invoices: 'accountInvoices',
  addressBook: 'accountAddressBook',
  payback: 'accountPayback',
  paymentDates: 'accountPaymentDates',
} as const satisfies Record<string, Screen>;
export type AccountPageName = keyof typeof ACCOUNT_PAGE_SCREENS;

/** The account page (the tenant's switch's name) a screen is, or undefined for every other screen. */
export function accountPageOf(screen: Screen): AccountPageName | undefined {
  return (Object.keys(ACCOUNT_PAGE_SCREENS) as AccountPageName[]).find((page) => ACCOUNT_PAGE_SCREENS[page] === screen);
}

/** Screens only the de-DE locale has (decisions: payback and payment dates). */
const DE_DE_ONLY: ReadonlySet<Screen> = new Set(['accountPayback', 'accountPaymentDates', 'lendMoney']);

function templateFor(screen: Screen, locale: ProductLocale): string | undefined {
  if (DE_DE_ONLY.has(screen) && locale !== 'de-DE') return undefined;
  return (ROUTES[screen] as Partial<Record<string, string>>)[languageOf(locale)];
}

/** True when the screen has a public path in this locale. */
export function hasRoute(screen: Screen, locale: ProductLocale): boolean {
  return templateFor(screen, locale) !== undefined;
}

/**
 * The public path of a screen in a locale with the language prefix and its parameters still as
 * `{name}` (fill it with `fillPath`): for a browser component that fills in a parameter itself.
 * Throws when the screen has no path in that locale.
 */
export function pathTemplate(screen: Screen, locale: ProductLocale, settings: LocaleSettings): string {
  const template = templateFor(screen, locale);
  if (template === undefined) throw new Error(`Screen "${screen}" has no path in ${locale}`);
  const prefix = localePrefix(locale, settings);
  return prefix && template === '/' ? prefix : `${prefix}${template}`;
}

/**
 * The public path of a screen in a locale, with the language prefix and parameters filled in
 * (URL-encoded). Throws when the screen has no path in that locale or a parameter is missing.
 */
export function pathFor(screen: Screen, locale: ProductLocale, settings: LocaleSettings, params: RouteParams = {}): string {
  return fillPath(pathTemplate(screen, locale, settings), params);
}

interface CompiledRoute {
  screen: Screen;
  regex: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledRoute[]>();

function compile(language: string): CompiledRoute[] {
  let routes = compiled.get(language);
  if (routes) return routes;
  routes = [];
  for (const screen of Object.keys(ROUTES) as Screen[]) {
    const template = (ROUTES[screen] as Partial<Record<string, string>>)[language];
    if (!template) continue;
    const names: string[] = [];
    // Parameters never span a slash; the product's slug is greedy so the sku is the last dash part.
    const source = template
      .replace(/\/$/, '')
      .split(/(\{\w+\})/)
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(m[1]!);
        return m[1] === 'sku' ? '([A-Za-z0-9]+)' : '([^/]+)';
      })
      .join('');
    routes.push({ screen, regex: new RegExp(`^${source}/?$`), names });
  }
  compiled.set(language, routes);
  return routes;
}

export interface RouteMatch {
  screen: Screen;
  params: RouteParams;
}

/**
 * The screen of a path that has already lost its language prefix (see `resolvePath`), or
 * `undefined`. Parameters come back decoded; a malformed escape is no match.
 */
export function matchRoute(path: string, locale: ProductLocale): RouteMatch | undefined {
  for (const route of compile(languageOf(locale))) {
    if (DE_DE_ONLY.has(route.screen) && locale !== 'de-DE') continue;
    const m = route.regex.exec(path === '' ? '/' : path);
    if (!m) continue;
    try {
      const params: RouteParams = {};
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
      // A parameter `.` or `..` (also spelt `%2e`) is a step of the path, never a value: a URL
      // parser would take `/de-DE/product/../account` as `/de-DE/account` (browsers resolve such
      // steps before they ask).
      if (Object.values(params).some((value) => value === '.' || value === '..')) return undefined;
      return { screen: route.screen, params };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A screen's folder and route segment: its name in kebab-case (`braSizeFinder` → `bra-size-finder`). */
export function screenSegment(screen: Screen): string {
  return screen.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * Where a screen is served inside a tenant's app: `/{locale}/{segment}/[param]…` (the storefront at
 * `/{locale}`), with its parameters in path order. The route files are generated from this.
 */
export function internalRoute(screen: Screen): { segment: string; params: string[] } {
  const template = Object.values(ROUTES[screen] as Record<string, string>)[0] ?? '';
  return { segment: screen === 'storefront' ? '' : screenSegment(screen), params: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) };
}

/** The internal (app-router) path a screen is served from: `/{locale}/{segment}/{params…}`. */
export function internalPathFor(match: RouteMatch, locale: ProductLocale): string {
  const { segment, params } = internalRoute(match.screen);
  if (!segment) return `/${locale}`;
  const values = params.map((name) => encodeURIComponent(match.params[name] ?? ''));
  return ['', locale, segment, ...values].join('/');
}

/**
 * One public path of a screen in one locale, as the framework's own routing states it: for pages a
 * shop serves without its proxy (kept in the framework's cache, the same for every shopper).
 */
export interface PathRule {
  screen: Screen;
  locale: ProductLocale;
  /** The path as a Next.js path pattern (`/fr/p/:slug([^/]+)-:sku([A-Za-z0-9]+)`), no trailing slash. */
  source: string;
  /** The internal route it is served from, with the pattern's parameters (`/fr-CH/product/:slug/:sku`). */
  destination: string;
  /** The path after its leading slash as an anchored regular expression (`fr/p/[^/]+-[A-Za-z0-9]+$`): what a matcher leaves out. */
  regex: string;
}

/**
 * The public paths of these screens in each locale of a shop, with the internal route of each: the
 * same paths {@link matchRoute} finds (a parameter never spans a slash, the sku is the last dash
 * part), written for the framework's rewrites and matcher, without the trailing slash (a path with
 * one stays with the proxy). A sku is `[A-Za-z0-9]+`, every other parameter `[^/.%][^/]*` (one
 * starting with a dot or an escape stays with the proxy, which refuses `.` and `..`): name only
 * screens whose every path the proxy routes the same for everyone (not the search, whose cached
 * page the proxy chooses by the query).
 */
export function pathRules(screens: Iterable<Screen>, settings: LocaleSettings): PathRule[] {
  const rules: PathRule[] = [];
  const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const escapePattern = (text: string) => text.replace(/[:()*+?{}\\]/g, '\\$&');
  for (const screen of screens) {
    for (const locale of settings.locales) {
      const template = templateFor(screen, locale);
      if (template === undefined) continue;
      const full = `${localePrefix(locale, settings)}${template === '/' ? '' : template.replace(/\/$/, '')}` || '/';
      const parts = full.split(/(\{\w+\})/);
      let source = '';
      let regex = '';
      for (const part of parts) {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) {
          source += escapePattern(part);
          regex += escapeRegex(part);
          continue;
        }
        // No parameter starting with a dot or an escape (`%2e`): never `.` or `..` (see matchRoute);
        // such a path stays with the proxy (a shop's slugs are ASCII: slugify).
        const value = m[1] === 'sku' ? '[A-Za-z0-9]+' : '[^/.%][^/]*';
        source += `:${m[1]}(${value})`;
        regex += value;
      }
      const { segment, params } = internalRoute(screen);
      const destination = ['', locale, ...(segment ? [segment] : []), ...params.map((name) => `:${name}`)].join('/');
      rules.push({ screen, locale, source, destination, regex: `${regex.slice(1)}$` });
    }
  }
  return rules;
}

/** German umlauts are written out in URLs (Möbel → moebel), as German shops and readers expect. */
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** A URL-safe slug of a product or category name: lower case, ASCII, dashes. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[äöüÄÖÜß]/g, (c) => UMLAUTS[c]!)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'produkt'
  );
}
