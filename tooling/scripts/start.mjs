// `npm start`: build, migrate and seed the embedded database, start the gateway and the three shops.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildStack, ROOT, startStack } from './stack.mjs';

const dataDir = process.env.DATABASE_URL ? undefined : (process.env.VITRINE_DATA_DIR ?? join(ROOT, '.data/pglite'));
if (dataDir) mkdirSync(dataDir, { recursive: true });

console.log('[vitrine] building (cached after the first run)…');
buildStack();
const stack = await startStack({ dataDir });
const names = { 'shop-de': 'Germany (de-DE)', 'shop-ch': 'Switzerland (de-CH, fr-CH under /fr)', 'shop-nl': 'Netherlands (nl-NL)' };
console.log('\n[vitrine] up:');
console.log(`  gateway   ${stack.gatewayUrl}/api/gateway/   (health: ${stack.gatewayUrl}/health, operations: ${stack.opsUrl}/ops, outbox: ${stack.opsUrl}/outbox)`);
for (const [shop, url] of Object.entries(stack.urls)) console.log(`  ${shop}   ${url}/   ${names[shop]}`);
console.log(`  database  ${dataDir ? `PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
console.log('[vitrine] Ctrl-C stops everything.\n');

let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n[vitrine] ${signal}: stopping…`);
  await stack.stop();
  console.log('[vitrine] stopped.');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
for (const { name, child } of stack.children) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[vitrine] ${name} exited (${code ?? signal}); stopping the rest.`);
    void shutdown('exit').then(() => process.exit(1));
  });
}
