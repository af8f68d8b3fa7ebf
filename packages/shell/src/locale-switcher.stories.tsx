import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { LocaleSwitcher } from './locale-switcher';

// The Swiss shop's switcher on the basket page: pick de-CH or fr-CH in the toolbar for its texts.
const meta = {
  title: 'Shell/Locale switcher',
  component: LocaleSwitcher,
  globals: { locale: 'de-CH', variant: 'dark' },
  args: {
    links: [
      { locale: 'de-CH', href: '/warenkorb' },
      { locale: 'fr-CH', href: '/fr/panier' },
    ],
    current: 'de-CH',
  },
  decorators: [(Story) => <div style={{ background: 'var(--vt-header-bg)', color: 'var(--vt-header-text)', padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LocaleSwitcher>;
export default meta;

export const SwissGerman: StoryObj<typeof meta> = {};
export const SwissFrench: StoryObj<typeof meta> = { globals: { locale: 'fr-CH' }, args: { current: 'fr-CH' } };
/** A shop with one locale shows no switcher. */
export const OneLocale: StoryObj<typeof meta> = { args: { links: [{ locale: 'de-DE', href: '/' }], current: 'de-DE' } };
