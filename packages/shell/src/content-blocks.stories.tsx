import type { ContentBlock } from '@vitrine/content';
import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ContentBlocks } from './content-blocks';

/** Links as the shop resolves them: route table screens, categories, searches, content pages. */
const resolveHref = (link: string) =>
  link.startsWith('route:terms')
    ? '/service-hilfe/ueber-uns/agb/'
    : link.startsWith('category:')
      ? `/kategorie/${link.slice(9)}`
      : link.startsWith('search:')
        ? `/s/${encodeURIComponent(link.slice(7))}`
        : link.startsWith('route:')
          ? undefined
          : link;

const help: ContentBlock[] = [
  { type: 'text', paragraphs: [['Hier finden Sie Antworten auf die häufigsten Fragen rund um Ihre Bestellung.']] },
  {
    type: 'accordion',
    heading: 'Häufige Fragen',
    items: [
      {
        anchor: 'bestellen',
        title: 'Wie bestelle ich?',
        blocks: [{ type: 'text', paragraphs: [['Legen Sie Artikel in den Warenkorb und gehen Sie zur Kasse. Es gelten unsere ', { text: 'AGB', href: 'route:terms' }, '.']] }],
      },
      {
        anchor: 'retourneren-ruilen',
        title: 'Wie schicke ich etwas zurück?',
        blocks: [{ type: 'list', items: [['Retourenschein ausdrucken'], ['Paket bei der Post abgeben'], ['Gutschrift innerhalb von 2 Werktagen nach Eingang']] }],
      },
      { anchor: 'kopieid', title: 'Warum eine Ausweiskopie?', blocks: [{ type: 'text', paragraphs: [['Für Ratenkäufe prüfen wir Ihre Identität.']] }] },
    ],
  },
];

const storefront: ContentBlock[] = [
  {
    type: 'teaserGrid',
    heading: 'Aktionen',
    teasers: [
      { title: 'Winter-Sale', text: 'Bis zu 40 % auf Jacken und Mäntel', href: '/lp/winter-sale', badge: 'Aktion', tone: 'primary' },
      { title: 'Neue Sofas', text: 'Für lange Abende', href: 'category:moebel-sofas', tone: 'secondary' },
      { title: 'Magazin', text: 'Wohnzimmer gemütlich einrichten', href: '/magazin/wohnzimmer-gemuetlich-einrichten', tone: 'neutral' },
    ],
  },
  { type: 'heading', level: 2, text: 'Warum Vitrine?', anchor: 'warum' },
  { type: 'text', paragraphs: [['Bequem auf Rechnung oder in Raten bezahlen, ', { text: '30 Tage Rückgaberecht', strong: true }, '.']] },
];

const meta = {
  title: 'Shell/Content blocks',
  component: ContentBlocks,
  args: { blocks: help, resolveHref },
} satisfies Meta<typeof ContentBlocks>;
export default meta;

/** The help topics: an accordion whose items open by their anchor (`#bestellen`), without JavaScript. */
export const HelpTopics: StoryObj<typeof meta> = {};
/** Campaign tiles in the theme's colours, a heading with an anchor, text with emphasis. */
export const StorefrontTeasers: StoryObj<typeof meta> = { args: { blocks: storefront } };
/** The Swiss dark variant. */
export const StorefrontTeasersDark: StoryObj<typeof meta> = { args: { blocks: storefront }, globals: { locale: 'de-CH', variant: 'dark' } };
/** A link to a screen that does not answer yet keeps its text, without the link. */
export const UnresolvedLink: StoryObj<typeof meta> = {
  args: { blocks: [{ type: 'text', paragraphs: [['Ihren Merkzettel finden Sie ', { text: 'hier', href: 'route:wishlist' }, '.']] }] },
};
/** A product row with products from the screen (here a stand-in list). */
export const WithProductRow: StoryObj<typeof meta> = {
  args: {
    blocks: [{ type: 'productRow', heading: 'Beliebte Sofas', query: { category: 'moebel-sofas', sort: 'relevance' }, limit: 4 }],
    renderProductRow: (block) => (
      <section aria-label={block.heading}>
        <h2>{block.heading}</h2>
        <p>4 Produkte</p>
      </section>
    ),
  },
};
