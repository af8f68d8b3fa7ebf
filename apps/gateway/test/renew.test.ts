import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_LOGIN_MAX_SECONDS } from '../src/modules/identity/service';
import { graphql, startTestGateway, type TestGateway } from './harness';

// One gateway whose clock the tests move: tokens expire without anyone waiting.
let now = new Date('2026-11-23T10:00:00Z');
const clock = { now: () => new Date(now) };
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 2, clock });
});
afterAll(() => gateway.close());

const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  (await graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': 'base', ...(token ? { authorization: `Bearer ${token}` } : {}) } })).body;
const LOGIN = `mutation($keep: Boolean) { login(email: "anna.schmidt@example.de", password: "Vitrine-Demo-2026", keepLoggedIn: $keep) { ... on SessionKey { token exp type keepUntil } } }`;
const RENEW = `mutation { renewSession { __typename ... on SessionKey { token exp type keepUntil customer { firstName } } ... on SessionEnded { reason } } }`;
const ME = `{ me { firstName } }`;

describe('renewing the session key (the API key manager)', () => {
  it('renews a logged-in key while it lasts, then ends it when it expired and was not kept', async () => {
    const { token } = (await gql(LOGIN, { keep: false })).data!.login;
    later(1800);
    const renewed = (await gql(RENEW, {}, token)).data!.renewSession;
    expect(renewed).toMatchObject({ __typename: 'SessionKey', type: 2, keepUntil: null, customer: { firstName: 'Anna' } });
    expect(renewed.exp).toBe(Math.floor(now.getTime() / 1000) + 3600);
    later(3601);
    expect((await gql(ME, {}, renewed.token)).data!.me).toBeNull();
    expect((await gql(RENEW, {}, renewed.token)).data!.renewSession).toEqual({ __typename: 'SessionEnded', reason: 'EXPIRED' });
    // Ended for good: the older token of the same session gets nothing either.
    expect((await gql(RENEW, {}, token)).data!.renewSession).toEqual({ __typename: 'SessionEnded', reason: 'REVOKED' });
  });

  it('turns a kept session into a soft login after expiry, which the gateway knows as the customer, until the password is given again', async () => {
    const first = (await gql(LOGIN, { keep: true })).data!.login;
    expect(first.keepUntil).toBe(Math.floor(now.getTime() / 1000) + 30 * 86_400);
    later(2 * 86_400);
    const soft = (await gql(RENEW, {}, first.token)).data!.renewSession;
    expect(soft).toMatchObject({ __typename: 'SessionKey', type: 1, keepUntil: first.keepUntil });
    expect((await gql(ME, {}, soft.token)).data!.me).toEqual({ firstName: 'Anna' });
    // The password again: a full login, and the soft session ends.
    const full = (await graphql(gateway.base, LOGIN, { keep: true }, { headers: { 'x-vitrine-tenant': 'base', authorization: `Bearer ${soft.token}` } })).body.data!.login;
    expect(full.type).toBe(2);
    expect((await gql(ME, {}, soft.token)).data!.me).toBeNull();
    expect((await gql(RENEW, {}, soft.token)).data!.renewSession).toEqual({ __typename: 'SessionEnded', reason: 'REVOKED' });
  });

  it('keeps a full login no longer than its absolute limit, even when renewed in time', async () => {
    let { token } = (await gql(LOGIN, { keep: true })).data!.login;
    for (let elapsed = 0; elapsed < FULL_LOGIN_MAX_SECONDS; elapsed += 1800) {
      later(1800);
      ({ token } = (await gql(RENEW, {}, token)).data!.renewSession);
    }
    const after = (await gql(RENEW, {}, token)).data!.renewSession;
    expect(after.type).toBe(1);
  });

  it('gives nothing for no token, a forged one, or another shop’s', async () => {
    expect((await gql(RENEW)).data!.renewSession).toEqual({ __typename: 'SessionEnded', reason: 'NO_SESSION' });
    const { token } = (await gql(LOGIN, { keep: true })).data!.login;
    const [h, p] = token.split('.');
    expect((await gql(RENEW, {}, `${h}.${p}.AAAA`)).data!.renewSession.reason).toBe('NO_SESSION');
    const ch = await graphql(gateway.base, RENEW, {}, { headers: { 'x-vitrine-tenant': 'ch', authorization: `Bearer ${token}` } });
    expect(ch.body.data!.renewSession.reason).toBe('NO_SESSION');
  });
});
