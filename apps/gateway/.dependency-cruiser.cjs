/**
 * The gateway's layers (ARCHITECTURE.md "Inside the gateway"), checked on every `pnpm lint`:
 * main.ts → app.ts (the composition root) → jobs/ → modules/ → http/ and adapters/ → db/.
 * No import points back up; a module cycle across files is refused here, one across modules
 * (two modules that import each other) in test/architecture.test.ts from the same graph.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'http-imports-no-module',
      severity: 'error',
      comment: 'http/ is the floor the modules stand on: it imports no module, no job and not the composition root.',
      from: { path: '^src/http/' },
      to: { path: '^src/(modules|jobs)/|^src/(app|main)\\.ts$' },
    },
    {
      name: 'adapters-import-no-module',
      severity: 'error',
      comment: 'An adapter talks to the modules only as the real service would (a webhook), never by import.',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(modules|jobs)/|^src/(app|main)\\.ts$' },
    },
    {
      name: 'modules-do-not-reach-up',
      severity: 'error',
      comment: 'A module is wired by the composition root; it imports neither it nor the jobs.',
      from: { path: '^src/modules/' },
      to: { path: '^src/jobs/|^src/(app|main)\\.ts$' },
    },
    {
      name: 'db-is-the-bottom',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/(http|modules|adapters|jobs)/|^src/(app|main)\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file imports itself back through others (a cycle of type imports alone is no cycle at run time).',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$|^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
