import { defineConfig } from 'vitest/config';
import { nodeProject } from '@vitrine/vitest-config';

// graphql-js ships a development build under the "development" condition, which Vite would pick
// for the gateway's own files while Node loads the default build for yoga: two copies of graphql
// that refuse each other's schema. The gateway's sources resolve as Node does.
export default defineConfig({
  ...nodeProject({ testTimeout: 30_000, hookTimeout: 60_000 }),
  ssr: { resolve: { conditions: ['module-sync', 'node', 'import', 'default'], externalConditions: ['module-sync', 'node', 'import', 'default'] } },
});
