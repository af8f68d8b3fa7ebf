import { describe, expect, it } from 'vitest';
import { sandboxProviderRoutes } from './adapters/payments/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { chooseAdapters, DeploymentRefused, requireSecrets, ROUTES, routesFor } from './app';

describe('the adapters a deployment runs', () => {
  it('runs the sandboxes locally and in staging, as the embedded default does', () => {
    expect(chooseAdapters({})).toEqual({ deployment: 'local', sandboxes: ['payments', 'mail', 'creditBureau'] });
    expect(chooseAdapters({ VITRINE_DEPLOYMENT: 'staging' }).sandboxes).toEqual(['payments', 'mail', 'creditBureau']);
    // NODE_ENV decides nothing: every built start runs with NODE_ENV=production.
    expect(chooseAdapters({ NODE_ENV: 'production' }).deployment).toBe('local');
  });

  it('refuses production on sandboxes, naming each one not named on purpose', () => {
    expect(() => chooseAdapters({ VITRINE_DEPLOYMENT: 'production' })).toThrow(DeploymentRefused);
    expect(() => chooseAdapters({ VITRINE_DEPLOYMENT: 'production' })).toThrow(
      /payment provider: the sandbox marks a card order PAID.*; mail: the sandbox keeps every mail.*; credit bureau: the sandbox answers/,
    );
    expect(() => chooseAdapters({ VITRINE_DEPLOYMENT: 'production', VITRINE_SANDBOX_ADAPTERS: 'payments' })).toThrow(/missing: mail: /);
    expect(() => chooseAdapters({ VITRINE_DEPLOYMENT: 'production', VITRINE_SANDBOX_ADAPTERS: 'mail, payments' })).toThrow(/missing: credit bureau: /);
    expect(chooseAdapters({ VITRINE_DEPLOYMENT: 'production', VITRINE_SANDBOX_ADAPTERS: 'mail, payments, creditBureau' }).sandboxes).toEqual(['payments', 'mail', 'creditBureau']);
  });

  it('refuses a deployment or a sandbox it does not know', () => {
    expect(() => chooseAdapters({ VITRINE_DEPLOYMENT: 'prod' })).toThrow(/VITRINE_DEPLOYMENT is "prod"/);
    expect(() => chooseAdapters({ VITRINE_SANDBOX_ADAPTERS: 'payments,sms' })).toThrow(/names sms/);
  });

  it('mounts a sandbox’s own pages only where it runs', () => {
    expect(routesFor(['payments', 'mail'])).toEqual(ROUTES);
    const withoutSandboxes = routesFor([]);
    expect(withoutSandboxes.some((route) => sandboxProviderRoutes.includes(route) || outboxRoutes.includes(route))).toBe(false);
    expect(withoutSandboxes.some((route) => String(route.path).includes('payments\\/webhook'))).toBe(true);
  });
});

describe('the secrets a gateway shares with the shops', () => {
  it('stop a start without them, naming each, instead of a random one per process', () => {
    expect(() => requireSecrets({})).toThrow('VITRINE_GATEWAY_SECRET is missing, VITRINE_SESSION_SECRET is missing, VITRINE_LINK_SECRET is missing');
    const good = { VITRINE_GATEWAY_SECRET: 'g'.repeat(32), VITRINE_SESSION_SECRET: 's'.repeat(40), VITRINE_LINK_SECRET: 'l'.repeat(32) };
    expect(() => requireSecrets({ ...good, VITRINE_SESSION_SECRET: 'short' })).toThrow('VITRINE_SESSION_SECRET is shorter than 32 characters');
    // A key ring: each key 32 characters or more, key ids plain.
    expect(() => requireSecrets({ ...good, VITRINE_GATEWAY_SECRET: `shop-de:${'a'.repeat(32)},shop-ch:short-but-long-enough-total` })).toThrow(
      'VITRINE_GATEWAY_SECRET: key "shop-ch" must have at least 32 characters',
    );
    expect(requireSecrets(good)).toEqual({ identitySecret: 'g'.repeat(32), sessionSecret: 's'.repeat(40), linkSecret: 'l'.repeat(32) });
  });
});
