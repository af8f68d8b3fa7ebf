// Relative imports in declarations emitted by tsc need their `.js` for Node's ESM resolution (what
// attw's esm-only profile checks): `from './screen'` becomes `from './screen.js'`. Usage: node dts-extensions.mjs dist
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.d.ts')) {
      const code = readFileSync(path, 'utf8');
      const fixed = code.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)(?<!\.js)\2/g, '$1$2$3.js$2');
      if (fixed !== code) writeFileSync(path, fixed);
    }
  }
}

walk(process.argv[2] ?? 'dist');
