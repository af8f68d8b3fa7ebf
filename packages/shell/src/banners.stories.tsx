import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ChatPanel } from './chat-panel';
import { ConsentBanner } from './consent-banner';
import { GeoCountryLayer } from './geo-country-layer';
import { OpenNow } from './open-now';
import { ParcelShopFinder } from './parcel-shop-finder';
import { PreviewBanner } from './preview-banner';
import { PromotionBanner } from './promotion-banner';
import { RegionBoundary } from './region-boundary';
import { Toaster } from './toaster';
import { UspBar } from './usp-bar';

const resolveHref = (link: string) => (link.startsWith('/') ? link : undefined);

const meta = {
  title: 'Shell/Banners',
  component: PromotionBanner,
  args: { promotion: { text: 'Winter-Sale: bis zu 40 % auf Jacken', code: 'WINTER40', href: '/lp/winter-sale' }, resolveHref },
} satisfies Meta<typeof PromotionBanner>;
export default meta;

/** The campaign line with its voucher code and link. */
export const Promotion: StoryObj<typeof meta> = {};
/** Without a code and without a link. */
export const PromotionPlain: StoryObj<typeof meta> = { args: { promotion: { text: 'Gratis Versand ab 50.00 CHF' } }, globals: { locale: 'de-CH' } };

export const Usp: StoryObj<typeof meta> = {
  render: () => (
    <UspBar
      resolveHref={resolveHref}
      items={[
        { icon: 'truck', text: 'Kostenloser Versand ab 75 €' },
        { icon: 'invoice', text: 'Kauf auf Rechnung' },
        { icon: 'return', text: '30 Tage Rückgaberecht', href: '/service-hilfe' },
        { icon: 'phone', text: 'Persönliche Beratung' },
      ]}
    />
  ),
};
export const UspDark: StoryObj<typeof meta> = { ...Usp, globals: { locale: 'fr-CH', variant: 'dark' } };

const hours = [{ days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' }];
export const OpenNowOpen: StoryObj<typeof meta> = { render: () => <OpenNow hours={hours} timeZone="Europe/Berlin" at={new Date('2026-11-23T09:00:00Z')} /> };
export const OpenNowClosed: StoryObj<typeof meta> = { render: () => <OpenNow hours={hours} timeZone="Europe/Berlin" at={new Date('2026-11-22T09:00:00Z')} /> };

const exit = () => Promise.resolve();
/** An editor previews a draft. */
export const Preview: StoryObj<typeof meta> = { render: () => <PreviewBanner publishedHref="/lp/winter-sale" onExit={exit} /> };
/** The browser did not let the script close the tab: the spec's message, with the published page. */
export const PreviewTabNotClosed: StoryObj<typeof meta> = { render: () => <PreviewBanner publishedHref="/lp/winter-sale" onExit={exit} initialState="close-failed" /> };
/** Ending the preview failed: try again. */
export const PreviewExitFailed: StoryObj<typeof meta> = { render: () => <PreviewBanner publishedHref="/lp/winter-sale" onExit={exit} initialState="exit-failed" /> };

const alternatives = [
  { country: 'DE', url: 'https://www.vitrine.de/' },
  { country: 'AT', url: 'https://www.vitrine.at/' },
];
/** The Swiss shop, visited from Germany: the German shop first, staying is one click. */
export const GeoLayerFromGermany: StoryObj<typeof meta> = {
  globals: { locale: 'de-CH', variant: 'dark' },
  render: () => <GeoCountryLayer shopCountry="CH" visitorCountry="DE" alternatives={alternatives} onStay={() => undefined} locale="de-CH" />,
};
/** In French, visited from Austria. */
export const GeoLayerFromAustriaFrench: StoryObj<typeof meta> = {
  globals: { locale: 'fr-CH' },
  render: () => <GeoCountryLayer shopCountry="CH" visitorCountry="AT" alternatives={[...alternatives].reverse()} onStay={() => undefined} locale="fr-CH" />,
};

const conversation = [
  { id: '1', from: 'bot' as const, text: 'Hallo! Ich beantworte Fragen aus unserer Hilfe. Was möchten Sie wissen?' },
  { id: '2', from: 'shopper' as const, text: 'Wie schicke ich etwas zurück?' },
  {
    id: '3',
    from: 'bot' as const,
    text: 'Sie können Artikel innerhalb von 30 Tagen kostenlos zurückschicken.',
    links: [
      { href: '/service-hilfe#retourneren-ruilen', label: 'Rücksendung und Umtausch' },
      { href: '/service-hilfe#retourneren-servicepunt', label: 'Rücksendung am Paketshop abgeben' },
    ],
  },
];
const noop = () => undefined;
/** An answer with links to the help topics. */
export const ChatAnswer: StoryObj<typeof meta> = {
  render: () => <ChatPanel messages={conversation} state="idle" consent="given" onSend={noop} onClose={noop} onAllow={noop} />,
};
/** While the assistant thinks. */
export const ChatWaiting: StoryObj<typeof meta> = {
  render: () => <ChatPanel messages={conversation.slice(0, 2)} state="waiting" consent="given" onSend={noop} onClose={noop} onAllow={noop} />,
};
/** The assistant could not be asked: the question stays, try again later. */
export const ChatFailed: StoryObj<typeof meta> = {
  globals: { locale: 'nl-NL' },
  render: () => <ChatPanel messages={conversation.slice(0, 2)} state="failed" consent="given" onSend={noop} onClose={noop} onAllow={noop} />,
};
/** Without consent to functional cookies: asks for it first. */
export const ChatNeedsConsent: StoryObj<typeof meta> = {
  globals: { locale: 'fr-CH', variant: 'dark' },
  render: () => <ChatPanel messages={[]} state="idle" consent="needed" onSend={noop} onClose={noop} onAllow={noop} />,
};

const zurich = {
  status: 'found' as const,
  place: { city: 'Zürich' },
  shops: [
    {
      id: 'CH-80-1',
      name: 'Kiosk am Markt · Vitrine Paketshop',
      street: 'Marktplatz 13',
      postalCode: '8003',
      city: 'Zürich',
      country: 'CH',
      distanceMeters: 620,
      hours: [
        { days: [1, 2, 3, 4, 5], opens: '07:00', closes: '19:00' },
        { days: [6], opens: '08:00', closes: '16:00' },
      ],
    },
    {
      id: 'CH-80-2',
      name: 'Tabak & Presse Bahnhof · Vitrine Paketshop',
      street: 'Bahnhofstrasse 20',
      postalCode: '8006',
      city: 'Zürich',
      country: 'CH',
      distanceMeters: 1390,
      hours: [{ days: [1, 2, 3, 4, 5, 6], opens: '06:00', closes: '21:00' }],
    },
  ],
};
const finderSearch = () => Promise.resolve(zurich);
/** Results for a Swiss postal code: nearest first, distance, address, hours. */
export const ParcelShopsFound: StoryObj<typeof meta> = {
  globals: { locale: 'de-CH' },
  render: () => <ParcelShopFinder onSearch={finderSearch} locale="de-CH" initial={{ query: '8005', result: zurich }} />,
};
/** A place the shop does not know. */
export const ParcelShopsUnknownPlace: StoryObj<typeof meta> = {
  globals: { locale: 'nl-NL' },
  render: () => <ParcelShopFinder onSearch={finderSearch} locale="nl-NL" initial={{ query: 'Atlantis', result: { status: 'unknown-place' } }} />,
};
/** Before a search. */
export const ParcelShopsEmpty: StoryObj<typeof meta> = { render: () => <ParcelShopFinder onSearch={finderSearch} locale="de-DE" /> };

/** Three toasts, one of them an error (announced assertively). */
export const Toasts: StoryObj<typeof meta> = {
  render: () => (
    <Toaster
      duration={600_000}
      onDismiss={noop}
      toasts={[
        { id: '1', message: 'Ihre Auswahl wurde gespeichert.', tone: 'success' },
        { id: '2', message: 'Der Artikel liegt im Warenkorb.' },
        { id: '3', message: 'Entschuldigung, irgendetwas ist schief gelaufen', tone: 'error', onClose: noop },
      ]}
    />
  ),
};

function Broken(): never {
  throw new Error('a broken region');
}
/** A region whose render failed: the page stays, the region says so and can be tried again. */
export const RegionError: StoryObj<typeof meta> = {
  render: () => (
    <RegionBoundary name="story" onError={noop}>
      <Broken />
    </RegionBoundary>
  ),
};

/** The consent banner as every page carries it: accepting and refusing equally easy; its form works without JavaScript. */
export const Consent: StoryObj<typeof ConsentBanner> = {
  render: (args) => <ConsentBanner {...args} />,
  args: { action: '/api/consent', privacyHref: '/service-hilfe/ueber-uns/datenschutz' },
};
