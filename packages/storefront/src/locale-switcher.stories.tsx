import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { LocaleSwitcher } from './locale-switcher';

// Shown for the Swiss tenant only: pick de-CH or fr-CH in the toolbar.
const meta = {
  title: 'Screens/Header/Locale switcher',
  component: LocaleSwitcher,
  globals: { locale: 'de-CH', variant: 'dark' },
  parameters: { nextjs: { navigation: { pathname: '/warenkorb' } } },
  decorators: [(Story) => <div style={{ background: 'var(--vt-header-bg)', color: 'var(--vt-header-text)', padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof LocaleSwitcher>;
export default meta;

export const SwissGerman: StoryObj<typeof meta> = {};
export const SwissFrench: StoryObj<typeof meta> = { globals: { locale: 'fr-CH' } };
