// The secrets the gateway and the shops share, made once into .data/secrets.json (mode 600), so a
// restart logs no one out and keeps every visitor's cookie valid. Values already in the
// environment win (production sets its own; there nothing is written).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const SECRET_NAMES = ['VITRINE_GATEWAY_SECRET', 'VITRINE_SESSION_SECRET', 'VITRINE_VISITOR_SECRET', 'VITRINE_LINK_SECRET'];

/** @returns {Record<string, string>} the secrets, from the environment or the file (created when missing). */
export function ensureSecrets(root, env = process.env) {
  const file = join(root, '.data', 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  const out = {};
  for (const name of SECRET_NAMES) {
    if (env[name] && env[name].length >= 32) {
      out[name] = env[name];
      continue;
    }
    if (!(typeof stored[name] === 'string' && stored[name].length >= 32)) {
      stored[name] = randomBytes(32).toString('hex');
      changed = true;
    }
    out[name] = stored[name];
  }
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    console.log(`[vitrine] secrets written to ${file} (kept for the next start)`);
  }
  return out;
}
