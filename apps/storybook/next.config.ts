import type { NextConfig } from 'next';

// Storybook's nextjs-vite framework reads this: the Lingui SWC plugin compiles the macros in stories.
const config: NextConfig = {
  experimental: { swcPlugins: [['@lingui/swc-plugin', {}]] },
};

export default config;
