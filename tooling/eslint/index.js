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

const noFramework = {
  paths: ['react', 'react-dom', 'next'].map((name) => ({ name, message: 'Domain packages stay framework-agnostic.' })),
  patterns: [{ group: ['react/*', 'react-dom/*', 'next/*', '@vitrine/ui', '@vitrine/storefront'], message: 'Domain packages stay framework-agnostic.' }],
};

/** @param {'domain'|'kit'|'screens'|'app'|'backend'|'tenant'} layer */
export function config(layer) {
  const restricted =
    layer === 'domain' || layer === 'tenant' || layer === 'backend'
      ? noFramework
      : layer === 'kit'
        ? { patterns: [{ group: ['next', 'next/*', '@vitrine/storefront'], message: 'UI kits stay usable outside Next.' }] }
        : null;
  return restricted ? [...base, { files: ['src/**'], ignores: ['src/**/*.test.*', 'src/**/*.stories.*'], rules: { 'no-restricted-imports': ['error', restricted] } }] : base;
}
