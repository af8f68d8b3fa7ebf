import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, linguiMacroPlugin } from '@vitrine/vitest-config';
import { defineConfig } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

// Every story is rendered in Debian's Chromium and checked with axe (a11y.test = 'error').
export default defineConfig({
  plugins: [linguiMacroPlugin(), await storybookTest({ configDir: join(here, '.storybook') })],
  optimizeDeps: {
    // Known up front, so Vite does not reload the page mid-run to add them.
    include: ['@lingui/core', '@lingui/react', 'radix-ui', '@tanstack/react-query', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  },
  test: {
    name: 'storybook',
    reporters: process.env.VITRINE_TEST_REPORT ? ['default', ['json', { outputFile: `${process.env.VITRINE_TEST_REPORT}/storybook.json` }]] : ['default'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
    setupFiles: ['.storybook/vitest.setup.ts'],
  },
});
