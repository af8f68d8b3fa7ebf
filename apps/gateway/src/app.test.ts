import { describe, expect, it } from 'vitest';
import { sandboxProviderRoutes } from './adapters/payments/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { chooseAdapters, DeploymentRefused, ROUTES, routesFor } from './app';

describe('the adapters a deployment runs', () => {
  it('runs the sandboxes locally and in staging, as the embedded default does', () => {
    expect(chooseAdapters({})).toEqual({ deployment: 'local', sandboxes: ['payments', 'mail'] });
    expect(chooseAdapters({ VITRINE_DEPLOYMENT: 'staging' }).sandboxes).toEqual(['payments', 'mail']);
    // NODE_ENV decides nothing: every built start runs with NODE_ENV=production.
    expect(chooseAdapters({ NODE_ENV: 'production' }).deployment).toBe('local');
  });

  it('refuses production on sandboxes, naming each one not named on purpose', () => {
    expect(() => chooseAdapters({ VITRINE_DEPLOYMENT: 'production' })).toThrow(DeploymentRefused);
    expect(() => chooseAdapters({ VITRINE_DEPLOYMENT: 'production' })).toThrow(/payment provider: the sandbox marks a card order PAID.*; mail: the sandbox keeps every mail/);
    expect(() => chooseAdapters({ VITRINE_DEPLOYMENT: 'production', VITRINE_SANDBOX_ADAPTERS: 'payments' })).toThrow(/missing: mail: /);
    expect(chooseAdapters({ VITRINE_DEPLOYMENT: 'production', VITRINE_SANDBOX_ADAPTERS: 'mail, payments' }).sandboxes).toEqual(['payments', 'mail']);
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
