import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One extraction covers every kit and screen; catalogs live in @vitrine/i18n so that importing
 * teams get compiled messages with the kits. de-DE is the source locale.
 */
// Read relative to this file: the macro plugin loads it from inside each package.
const packagesDir = join(dirname(fileURLToPath(import.meta.url)), 'packages');

export default defineConfig({
  sourceLocale: 'de-DE',
  locales: ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'],
  // No fallback for de-CH: Swiss German must never show the German "ß"; every catalog is complete (checked in the test run).
  fallbackLocales: { 'de-AT': 'de-DE' },
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}',
      // Every package's sources (a glob is not expanded here): a new kit is extracted without a config change.
      include: readdirSync(packagesDir)
        .filter((name) => existsSync(join(packagesDir, name, 'src')))
        .map((name) => `<rootDir>/packages/${name}/src`),
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*', '**/generated/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
