// Shared flat config: typescript-eslint recommended plus the layer rules of ARCHITECTURE.md.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ignores = { ignores: ['dist/**', '.next/**', 'storybook-static/**', 'coverage/**', '**/generated/**', 'next-env.d.ts', 'src/locales/*.ts'] };

const base = [
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Tests read loosely typed JSON answers.
  { files: ['**/*.test.*', 'test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
];

const KITS = ['@vitrine/ui', '@vitrine/shell', '@vitrine/catalog', '@vitrine/forms', '@vitrine/checkout', '@vitrine/account'];

const noFramework = {
  paths: ['react', 'react-dom', 'next'].map((name) => ({ name, message: 'Domain packages, tenants and the gateway stay framework-agnostic.' })),
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'next/*', ...KITS, '@vitrine/storefront', '@vitrine/next-adapter'],
      message: 'Domain packages, tenants and the gateway stay framework-agnostic.',
    },
  ],
};

/** The layers of ARCHITECTURE.md; imports only point down. */
const RESTRICTED = {
  domain: noFramework,
  tenant: noFramework,
  backend: noFramework,
  kit: {
    paths: [{ name: 'next', message: 'UI kits stay usable outside Next: links and server actions come in as props or a provider.' }],
    patterns: [
      { group: ['next/*', '@vitrine/storefront', '@vitrine/next-adapter'], message: 'UI kits stay usable outside Next: links and server actions come in as props or a provider.' },
    ],
  },
  adapter: {
    patterns: [{ group: [...KITS, '@vitrine/storefront'], message: 'The Next adapter is plumbing below the screens: it imports no screens and no kits.' }],
  },
  screens: {
    patterns: [{ group: ['next/server', 'next/headers'], message: 'Only @vitrine/next-adapter imports next/server and next/headers.' }],
  },
};

/** @param {'domain'|'kit'|'screens'|'adapter'|'app'|'backend'|'tenant'} layer */
export function config(layer) {
  const restricted = RESTRICTED[layer];
  return restricted ? [...base, { files: ['src/**'], ignores: ['src/**/*.test.*', 'src/**/*.stories.*'], rules: { 'no-restricted-imports': ['error', restricted] } }] : base;
}
