// Keeps the five catalogs whole.
//   node tooling/scripts/i18n-sync.mjs          fill de-AT from de-DE, de-CH from de-DE with "ss" for "ß"
//   node tooling/scripts/i18n-sync.mjs --check  fail when a catalog misses a translation or de-CH has "ß"
// fr-CH and nl-NL are translated by people: this never invents them, it only reports them missing.
import { existsSync } from 'node:fs';
import { localSpelling } from '../../packages/i18n/src/spelling.ts';
import { readPo, writePo } from './po.mjs';

const dir = 'packages/i18n/src/locales';
const check = process.argv.includes('--check');
// The Swiss spelling rule has one home, in @vitrine/i18n (Node runs its TypeScript as it is).
const derived = { 'de-AT': (s) => localSpelling(s, 'de-AT'), 'de-CH': (s) => localSpelling(s, 'de-CH') };
const locales = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'];
let problems = 0;

for (const locale of locales) {
  const path = `${dir}/${locale}.po`;
  if (!existsSync(path)) {
    console.error(`missing catalog ${path}`);
    problems++;
    continue;
  }
  const po = readPo(path);
  let filled = 0;
  for (const entry of po.entries) {
    if (entry.obsolete) continue;
    const source = entry.msgid;
    if (locale === 'de-DE') {
      if (!entry.msgstr) continue; // the source locale's msgid is its text
    } else if (!entry.msgstr && derived[locale] && !check) {
      entry.msgstr = derived[locale](source);
      filled++;
    }
    if (locale !== 'de-DE' && !entry.msgstr) {
      console.error(`${locale}: no translation for ${JSON.stringify(source)}`);
      problems++;
    }
    if (locale === 'de-CH' && /ß/.test(entry.msgstr)) {
      console.error(`de-CH: Swiss German writes "ss", not "ß": ${JSON.stringify(entry.msgstr)}`);
      problems++;
    }
  }
  if (filled) writePo(path, po);
  const total = po.entries.filter((e) => !e.obsolete).length;
  console.log(`${locale}: ${total} messages${filled ? `, ${filled} derived from de-DE` : ''}`);
}
if (problems) {
  console.error(`i18n: ${problems} problem(s)`);
  process.exit(1);
}
