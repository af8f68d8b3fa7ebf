import { defineConfig } from 'vitest/config';
import { linguiMacroPlugin, nodeProject } from '@vitrine/vitest-config';

// graphql-js ships a development build under the "development" condition, which Vite would pick
// for the gateway's own files while Node loads the default build for yoga: two copies of graphql
// that refuse each other's schema. The gateway's sources resolve as Node does. No "import" in the
// list: Vitest hands it to Node as --conditions, which apply to require() too, and pg's
// require('pg-pool') would then load pg-pool's ES module ("Class extends value [object Module]").
const conditions = ['module-sync', 'node', 'default'];
// isolate: false — the test files of a worker share its modules: each file starts a gateway of its
// own on a database of its own, and importing the gateway's sources and PGlite again for every file
// cost about a quarter of the run (352 s against 254 s for the whole suite on two cores). A file that
// changes process state (an environment variable) puts it back in its afterAll. maxWorkers: 2 —
// vitest's default on two cores is one worker, which ran the files one after another at 1.4 cores
// (75 s here); two workers (processes of their own) take 59 s at 1.9 cores, and in npm test's turbo
// run the suite is what runs last, alone.
export default defineConfig({
  // The mail templates (@vitrine/mail) come as sources with Lingui macros.
  plugins: [linguiMacroPlugin()],
  ...nodeProject({ testTimeout: 30_000, hookTimeout: 60_000, globalSetup: ['test/global-setup.ts'], isolate: false, maxWorkers: 2 }),
  ssr: { resolve: { conditions, externalConditions: conditions } },
});
