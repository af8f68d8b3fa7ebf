// `npm run cluster`: the shop as production runs it, on one machine, on loopback: a PostgreSQL
// server and Redis (Debian's, installed when missing as the tests' are), nginx as the load balancer,
// two gateways and two instances of each shop. The shoppers' addresses are the same as `npm start`'s
// (shops on 3000–3002, the gateway on 4000, its operator pages on 4001): there nginx answers and
// passes each request to an instance; a dead instance is skipped. Ctrl-C stops everything.
//
//   node tooling/scripts/cluster.mjs [--instances N] [--fresh]
//
// --fresh starts on an empty database (the cluster's data lives in .data/cluster otherwise and is
// used again). `startCluster()` is what the bench's cluster run uses (it kills and restarts instances).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';
import { aptInstall, startRedis } from './redis.mjs';
import { ensureSecrets } from './secrets.mjs';
import { buildStack, DEFAULT_PORTS, prefixed, ROOT, SHOP_KEEP_ALIVE_MS, SHOPS, stopProcess, waitFor } from './stack.mjs';

const isRoot = process.getuid?.() === 0;
const TENANT_OF = { 'shop-de': 'base', 'shop-ch': 'ch', 'shop-nl': 'nl' };

/** nginx, Debian's: installed when root and missing; its own service is never started. */
export function ensureNginx() {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  const found = find();
  if (found) return found;
  if (!isRoot || spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0) {
    console.error("[cluster] nginx is missing. Install Debian's package: sudo apt-get install -y nginx-light (or nginx)");
    process.exit(1);
  }
  console.log('[cluster] installing Debian nginx (apt-get)…');
  const result = aptInstall('nginx');
  const bin = result.status === 0 ? find() : undefined;
  if (!bin) throw new Error(`apt-get install nginx failed with ${result.status ?? result.signal}`);
  return bin;
}

/** Where each instance listens (behind nginx): gateways from 4300, shops from 3300, ten apart per app (the e2e and bench stacks use 41xx/31xx and 42xx/32xx). */
export function instancePorts(instances) {
  const range = (base) => Array.from({ length: instances }, (_, i) => base + i * 2);
  return {
    gateway: range(4300),
    ...Object.fromEntries(SHOPS.map((shop, i) => [shop, range(3300 + i * 10)])),
  };
}

/**
 * The load balancer's configuration: one server per public port, each passing to its app's
 * instances (least connections; an instance that refuses or fails is skipped for 2 s, and a request
 * it refused goes to the next one: nothing was sent yet, so even a POST is safe to pass on).
 */
export function nginxConfig({ prefix, publicPorts, ports, user, errorLevel = 'warn' }) {
  const upstream = (name, list) =>
    `  upstream ${name} {\n    least_conn;\n${list.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 64;\n  }`;
  const server = (port, name, log = '') => `  server {
    listen 127.0.0.1:${port};${log}
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused or reset connection goes to the next instance; an answer in progress is not repeated.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffers 16 16k;
      proxy_buffer_size 32k;
    }
  }`;
  const shops = SHOPS.filter((shop) => ports[shop]);
  return `# made by tooling/scripts/cluster.mjs on every start
${user ? `user ${user};` : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr ${errorLevel};
events { worker_connections 4096; }
http {
  access_log off;
  # Which gateway answered what (the bench's shared-limit check reads it); flushed every second.
  log_format upstream '$upstream_addr $request_uri $status';
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  # A contact message carries up to 5 MB of files (the shops take 6 MB).
  client_max_body_size 8m;
  keepalive_timeout 60s;
  server_tokens off;
${upstream('gateway', ports.gateway)}
${upstream(
  'gateway_ops',
  ports.gateway.map((p) => p + 1),
)}
${shops.map((shop) => upstream(shop.replace('-', '_'), ports[shop])).join('\n')}
${server(publicPorts.gateway, 'gateway', `\n    access_log ${prefix}/gateway-upstream.log upstream buffer=32k flush=1s;`)}
${server(publicPorts.gateway + 1, 'gateway_ops')}
${shops.map((shop) => server(publicPorts[shop], shop.replace('-', '_'))).join('\n')}
}
`;
}

/**
 * Starts the whole cluster; returns `{ urls, gatewayUrl, opsUrl, processes, kill, restart, stop, databaseUrl, redisUrl }`.
 * `kill(name, signal)` and `restart(name)` act on one instance (`gateway-1`, `shop-de-2`, …).
 */
export async function startCluster({ instances = 2, fresh = false, quiet = false, dataDir = join(ROOT, '.data/cluster'), publicPorts = DEFAULT_PORTS, shops = SHOPS } = {}) {
  const nginxBin = ensureNginx();
  if (fresh) rmSync(join(dataDir, 'postgres'), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const stoppers = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
  };
  try {
    const postgres = await startPostgres({ keep: join(dataDir, 'postgres'), signals: false });
    stoppers.push(() => postgres.stop());
    const redis = await startRedis();
    stoppers.push(() => redis.stop());
    const ports = instancePorts(instances);
    const lb = (port) => `http://127.0.0.1:${port}`;
    const shopOrigins = shops.map((shop) => `${TENANT_OF[shop]}=${lb(publicPorts[shop])}`).join(',');
    const env = {
      ...process.env,
      ...ensureSecrets(ROOT),
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      // Every instance reaches the others through the load balancer.
      GATEWAY_URL: lb(publicPorts.gateway),
      VITRINE_SHOP_ORIGINS: shopOrigins,
      VITRINE_PAYMENT_ORIGIN: lb(publicPorts.gateway),
      VITRINE_PAYMENT_WEBHOOK_ORIGIN: lb(publicPorts.gateway),
      // The shops trust one proxy's X-Forwarded-For: nginx's.
      VITRINE_TRUSTED_PROXIES: '1',
    };

    // Migrations and the seed once, before any gateway serves (migrations also take an advisory lock).
    console.log('[cluster] migrating and seeding PostgreSQL…');
    const setup = spawnSync(process.execPath, [join(ROOT, 'apps/gateway/dist/main.js'), 'setup'], { cwd: join(ROOT, 'apps/gateway'), env, stdio: quiet ? 'ignore' : 'inherit' });
    if (setup.status !== 0) throw new Error(`gateway setup failed with ${setup.status ?? setup.signal}`);

    /** name → { command, args, cwd, url, child } */
    const processes = new Map();
    const launch = (name) => {
      const entry = processes.get(name);
      const child = spawn(entry.command, entry.args, { cwd: entry.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      if (!quiet) prefixed(name, child.stdout, process.stdout);
      prefixed(name, child.stderr, process.stderr);
      entry.child = child;
      return child;
    };
    stoppers.push(async () => {
      await Promise.all([...processes.values()].map((p) => stopProcess(p.child)));
    });

    ports.gateway.forEach((port, i) => {
      processes.set(`gateway-${i + 1}`, {
        command: process.execPath,
        args: [join(ROOT, 'apps/gateway/dist/main.js'), 'serve', '--port', String(port), '--ops-port', String(port + 1)],
        cwd: join(ROOT, 'apps/gateway'),
        url: `http://127.0.0.1:${port}/health`,
      });
    });
    for (const shop of shops) {
      const dir = join(ROOT, 'apps', shop);
      if (!existsSync(join(dir, '.next/BUILD_ID'))) throw new Error(`${shop} is not built`);
      ports[shop].forEach((port, i) => {
        processes.set(`${shop}-${i + 1}`, {
          command: join(dir, 'node_modules/.bin/next'),
          args: ['start', '-H', 'localhost', '-p', String(port), '--keepAliveTimeout', String(SHOP_KEEP_ALIVE_MS)],
          cwd: dir,
          url: `http://127.0.0.1:${port}/`,
        });
      });
    }
    const waitUp = (name) => waitFor(processes.get(name).url, { child: processes.get(name).child, timeoutMs: 120_000 });
    const gateways = [...processes.keys()].filter((n) => n.startsWith('gateway-'));
    for (const name of gateways) launch(name);
    await Promise.all(gateways.map(waitUp));
    // nginx once the gateways answer: the shops reach the gateway through it from their start on.
    const prefix = join(dataDir, 'nginx');
    for (const sub of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) mkdirSync(join(prefix, sub), { recursive: true });
    // As root, nginx's worker runs as nobody: it needs its temporary folders.
    const user = isRoot ? 'nobody nogroup' : undefined;
    if (isRoot) {
      const nobody = Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim());
      const nogroup = Number(spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).stdout.trim());
      for (const sub of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) chownSync(join(prefix, sub), nobody, nogroup);
    }
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        prefix,
        publicPorts,
        ports: Object.fromEntries(Object.entries(ports).filter(([k]) => k === 'gateway' || shops.includes(k))),
        user,
        // Quiet (the bench): an instance killed on purpose is no news.
        errorLevel: quiet ? 'crit' : 'warn',
      }),
    );
    const test = spawnSync(nginxBin, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
    processes.set('nginx', { command: nginxBin, args: ['-p', prefix, '-c', conf], cwd: prefix, url: `http://127.0.0.1:${publicPorts.gateway}/health` });
    launch('nginx');
    await waitUp('nginx');
    const shopNames = [...processes.keys()].filter((n) => !n.startsWith('gateway-') && n !== 'nginx');
    for (const name of shopNames) launch(name);
    await Promise.all(shopNames.map(waitUp));

    for (const shop of shops) await waitFor(`http://127.0.0.1:${publicPorts[shop]}/`, { timeoutMs: 30_000 });

    return {
      instances,
      ports,
      processes,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      gatewayUrl: lb(publicPorts.gateway),
      opsUrl: lb(publicPorts.gateway + 1),
      urls: Object.fromEntries(shops.map((shop) => [shop, lb(publicPorts[shop])])),
      /** Kills one instance (SIGKILL by default: a crash). */
      kill: (name, signal = 'SIGKILL') => stopProcess(processes.get(name).child, signal),
      /** Starts one instance again and waits until it answers. */
      restart: async (name) => {
        launch(name);
        await waitUp(name);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' }, fresh: { type: 'boolean', default: false } } });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 5) {
    console.error('--instances must be a whole number from 1 to 5');
    process.exit(2);
  }
  console.log('[cluster] building (cached after the first run)…');
  buildStack();
  const cluster = await startCluster({ instances, fresh: values.fresh });
  const names = { 'shop-de': 'Germany (de-DE)', 'shop-ch': 'Switzerland (de-CH, fr-CH under /fr)', 'shop-nl': 'Netherlands (nl-NL)' };
  console.log(`\n[cluster] up: nginx in front of ${instances} instance(s) of each app`);
  console.log(
    `  gateway   ${cluster.gatewayUrl}/api/gateway/   → ${cluster.ports.gateway.map((p) => `:${p}`).join(' ')}   (operations: ${cluster.opsUrl}/ops, outbox: ${cluster.opsUrl}/outbox)`,
  );
  for (const [shop, url] of Object.entries(cluster.urls)) console.log(`  ${shop}   ${url}/   → ${cluster.ports[shop].map((p) => `:${p}`).join(' ')}   ${names[shop]}`);
  console.log(`  database  PostgreSQL ${cluster.databaseUrl} (data in .data/cluster/postgres)`);
  console.log(`  redis     ${cluster.redisUrl} (page cache, rate limits)`);
  console.log('[cluster] Ctrl-C stops everything.\n');
  let stopping = false;
  const shutdown = async (signal, code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[cluster] ${signal}: stopping…`);
    await cluster.stop();
    console.log('[cluster] stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // An instance that dies is reported and started again (nginx sends its requests to the others meanwhile).
  for (const [name, entry] of cluster.processes) {
    const watch = (child) =>
      child.on('exit', (code, signal) => {
        if (stopping) return;
        console.error(`[cluster] ${name} exited (${code ?? signal}); starting it again`);
        setTimeout(() => {
          if (stopping) return;
          cluster.restart(name).then(
            () => watch(entry.child),
            (error) => {
              console.error(`[cluster] ${name} did not come back: ${error.message}; stopping`);
              void shutdown('failure', 1);
            },
          );
        }, 1000);
      });
    watch(entry.child);
  }
}
