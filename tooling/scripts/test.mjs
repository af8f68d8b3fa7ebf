// `npm test`: every test in the repository. Exits non-zero when anything fails.
//   stages: lint + typecheck + unit/integration/Storybook tests (turbo; the gateway on embedded PGlite),
//   the gateway's integration tests again on a PostgreSQL server (Debian's, throwaway: postgres.mjs),
//   catalogs, published package shape (publint, attw, pack contents), build, e2e in Chromium against
//   the running stack.
//   VITRINE_TEST_ONLY=unit|e2e runs one half.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { ensurePostgres, runAsync, withPostgres } from './postgres.mjs';
import { ensureRedis, withRedis } from './redis.mjs';
import { ensureBrowsers, runJourneys } from './e2e.mjs';
import { buildCommand, ROOT, run } from './stack.mjs';

const REPORTS = join(ROOT, '.test-results');
const only = process.env.VITRINE_TEST_ONLY;
const started = Date.now();
const stages = [];
/**
 * The whole run's budget and each stage's, in seconds: printed beside the times at the end (never a
 * failure: timings differ between machines). The stages' add up to the whole (the gateway's tests on
 * a server run beside other stages). Set on a 2-core machine whose fresh memory is slow (about 20 µs
 * a 4 KiB page at first touch), where the run before them took 3232 s; CI stops at 5400 s, and the
 * whole run is to stay within 1800 s wherever CI runs. Since the type checks and tests stopped
 * waiting for the packages' builds, those builds run in the packages' stage (its budget 200 s, the
 * turbo stage's 600 s).
 */
const TOTAL_BUDGET = 1800;

const seconds = (ms) => (ms / 1000).toFixed(0);
const beside = (ms, budget) => `${seconds(ms)} s of ${budget} s${ms / 1000 > budget ? ' — OVER BUDGET' : ''}`;

function stage(name, budget, fn) {
  const t = Date.now();
  console.log(`\n[test] ── ${name}`);
  return Promise.resolve(fn()).then(() => stages.push(`${name}: ok, ${beside(Date.now() - t, budget)}`));
}

/**
 * A stage that runs beside the next ones (its output goes to a file, printed when it fails): for work
 * that leaves a core idle while the stages after it run alone. `join()` waits for it.
 */
function backgroundStage(name, budget, fn) {
  const t = Date.now();
  const log = join(REPORTS, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  console.log(`\n[test] ── ${name} (beside the next stages; its output: ${log.slice(ROOT.length + 1)})`);
  // A file descriptor the child writes to itself: the stages beside it may keep this process busy.
  const out = openSync(log, 'w');
  const done = Promise.resolve()
    .then(() => fn(out))
    .then(
      () => stages.push(`${name}: ok, ${beside(Date.now() - t, budget)} (beside other stages)`),
      (error) => {
        const text = readFileSync(log, 'utf8').split('\n');
        console.log(`\n[test] ── ${name} failed; the end of its output:\n${text.slice(-150).join('\n')}`);
        throw error;
      },
    )
    .finally(() => closeSync(out));
  // Its failure is reported when joined.
  done.catch(() => undefined);
  return { join: () => done };
}

/** The turbo tasks that took longest, from its run summary (what to look at first when the stage is slow). */
const slowestTasks = [];
function slowest(dir, count = 8) {
  try {
    const file = readdirSync(dir).find((f) => f.endsWith('.json'));
    const summary = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    return summary.tasks
      .filter((t) => t.execution?.endTime && t.execution?.startTime)
      .map((t) => ({ id: t.taskId, ms: t.execution.endTime - t.execution.startTime }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
      .map((t) => `${t.id} ${seconds(t.ms)} s`);
  } catch {
    return [];
  }
}

function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  if (!existsSync(REPORTS)) return { passed, failed, flaky, skipped };
  // The reports are JSON; a background stage's log lies beside them.
  for (const file of readdirSync(REPORTS).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(REPORTS, file), 'utf8'));
    if (report.numPassedTests !== undefined) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      // A journey that passed only when retried is counted apart (and listed with its first error).
      passed += report.stats.expected;
      failed += report.stats.unexpected;
      flaky += report.stats.flaky ?? 0;
      skipped += report.stats.skipped;
    }
  }
  return { passed, failed, flaky, skipped };
}

/**
 * The journeys that failed or passed only when retried, each with the start of its first error: CI
 * keeps the end of the log, and the reporter's own account of a failure is far above it.
 */
function e2eProblems() {
  const file = join(REPORTS, 'e2e.json');
  if (!existsSync(file)) return [];
  const lines = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const failedTry = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const error = failedTry?.error ?? failedTry?.errors?.[0];
        const message = stripVTControlCharacters(error?.message ?? failedTry?.status ?? '');
        const at = error?.location ? ` (${error.location.file.split('/tests/').pop()}:${error.location.line})` : '';
        lines.push(`  ${t.status === 'flaky' ? 'FLAKY' : 'FAILED'}: ${spec.file}:${spec.line} › ${spec.title}${at}`);
        for (const line of message
          .split('\n')
          .filter((l) => l.trim())
          .slice(0, 6))
          lines.push(`      ${line.slice(0, 200)}`);
        const places = [...(failedTry?.annotations ?? []), ...(t.annotations ?? [])].filter((a) => a.type === 'failed at').map((a) => a.description);
        for (const place of [...new Set(places)]) lines.push(`      failed at ${place.slice(0, 300)}`);
      }
    }
    for (const inner of suite.suites ?? []) visit(inner);
  };
  try {
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite);
  } catch {
    return [];
  }
  return lines;
}

const BUILD_STAGE = 'build of the gateway and the three shops';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
process.env.VITRINE_TEST_REPORT = REPORTS;
ensureBrowsers();
if (only !== 'e2e') {
  ensurePostgres();
  ensureRedis();
}

let failure;
/** The gateway's tests on a server, beside the stages after the turbo stage. */
let onServer;
try {
  if (only !== 'e2e') {
    await stage('generated GraphQL files match the schema and the operations', 30, () => {
      // Codegen runs before typecheck and build; committed output that it changes was stale.
      run('pnpm', ['exec', 'turbo', 'run', 'codegen', '--output-logs=errors-only']);
      const stale = spawnSync('git', ['status', '--porcelain', '--', 'apps/gateway/schema.graphql', 'apps/gateway/src/generated', 'packages/graphql-client/src/generated'], {
        encoding: 'utf8',
      }).stdout.trim();
      if (stale) throw new Error(`generated files were stale (run \`pnpm codegen\` and commit them):\n${stale}`);
    });
    await stage('lint, typecheck, unit, integration and Storybook tests', 600, () => {
      // One formatter for the whole tree (Prettier): unformatted code fails here.
      run('pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
      // One turbo run, so that the long tasks (the gateway's tests) start as soon as what they need is
      // there, beside the others: workspace packages import each other's sources, so type checks and
      // tests wait only for the generated code and the compiled catalogs (turbo.json), not for the
      // packages' builds (the stage after next builds and packs those). Tests are never cached (turbo.json): a cached result would write no
      // report, and the count below would be short. The gateway's tests here use embedded PGlite (a
      // TEST_DATABASE_URL of the shell is not passed on); the next stage, a server.
      const env = { ...process.env };
      delete env.TEST_DATABASE_URL;
      delete env.TEST_REDIS_URL;
      const runs = join(ROOT, '.turbo/runs');
      rmSync(runs, { recursive: true, force: true });
      try {
        run('pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', '--concurrency=2', '--summarize', '--output-logs=new-only', '--continue=dependencies-successful'], {
          env,
        });
      } finally {
        slowestTasks.push(...slowest(runs));
      }
    });
    // The same tests on a server, beside the checks after it that run on one core.
    // With a Redis server too: what several gateways share there (the rate limits) is tested on it.
    onServer = backgroundStage('gateway integration tests on a PostgreSQL server and Redis, the shared page cache', 300, (out) =>
      withPostgres(({ url }) =>
        withRedis(async ({ url: redisUrl }) => {
          await runAsync('pnpm', ['--filter', '@vitrine/gateway', 'test'], {
            cwd: ROOT,
            stdio: ['ignore', out, out],
            env: { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redisUrl, VITRINE_TEST_REPORT_SUFFIX: '-postgres', FORCE_COLOR: '0' },
          });
          // The shops' page cache shared through the same Redis (several instances: processes of their own).
          await runAsync('pnpm', ['--filter', '@vitrine/next-adapter', 'exec', 'vitest', 'run', 'src/cache-handler.test.ts'], {
            cwd: ROOT,
            stdio: ['ignore', out, out],
            env: { ...process.env, TEST_REDIS_URL: redisUrl, VITRINE_TEST_REPORT_SUFFIX: '-next-adapter-on-redis', FORCE_COLOR: '0' },
          });
        }),
      ),
    );
    // These stages run their commands asynchronously: the server stage beside them needs this
    // process's event loop (its server's start and stop).
    const step = (command, args) => runAsync(command, args, { cwd: ROOT });
    await stage('catalogs complete in five locales, no "ß" in de-CH, client messages per page up to date', 20, async () => {
      await step('node', ['tooling/scripts/i18n-sync.mjs', '--check']);
      await step('node', ['tooling/scripts/client-messages.mjs', '--check']);
    });
    await stage('route files of the apps match the route table', 10, () => step('node', ['tooling/scripts/routes.mjs', '--check']));
    await stage('published packages: build, pack contents, publint, are-the-types-wrong', 200, () => step('node', ['tooling/scripts/check-packages.mjs']));
    await stage('Storybook builds', 40, () => step('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/storybook', '--output-logs=errors-only']));
  }
  if (only !== 'unit') {
    // The stack's build runs beside the server stage too (the gateway's tests hash their passwords at
    // scrypt 2^12, so their logins no longer need a core each); the journeys wait for both. After the
    // turbo stage every package the apps import is built: `--only` builds the apps alone, so that no
    // cache restore rewrites a package's dist/ while the tests beside it import from there.
    const [command, args] = buildCommand();
    await stage(BUILD_STAGE, 180, () => runAsync(command, only === 'e2e' ? args : [...args, '--only'], { cwd: ROOT }));
  }
  await onServer?.join();
  if (only !== 'unit') {
    await stage('e2e journeys in Chromium with axe', 720, async () => {
      const status = await runJourneys([], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, 'e2e.json') });
      if (status !== 0) throw new Error(`playwright test failed with ${status}`);
    });
  }
} catch (error) {
  failure = error;
}

const { passed, failed, flaky, skipped } = totals();
console.log('\n[test] summary');
for (const line of stages) console.log(`  ${line}`);
if (slowestTasks.length) console.log(`  the slowest turbo tasks: ${slowestTasks.join(', ')}`);
if (failure) console.log(`  FAILED: ${failure.message}`);
for (const line of e2eProblems()) console.log(line);
console.log(`  ${beside(Date.now() - started, TOTAL_BUDGET)} in all`);
console.log(
  `tests: ${passed} passed, ${failure && failed === 0 ? 1 : failed} failed${flaky ? `, ${flaky} flaky (passed when retried: listed above)` : ''}${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failure ? 1 : 0);
