import type { StorybookConfig } from '@storybook/nextjs-vite';
import { linguiMacroPlugin } from '@vitrine/vitest-config';

// One Storybook for every kit: the stories sit next to their components in packages/*.
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/nextjs-vite', options: { nextConfigPath: '../next.config.ts' } },
  core: { disableTelemetry: true },
  // The kits' Lingui macros live outside this app: compile them wherever they come from.
  viteFinal: (config) => ({ ...config, plugins: [linguiMacroPlugin(), ...(config.plugins ?? [])] }),
};

export default config;
