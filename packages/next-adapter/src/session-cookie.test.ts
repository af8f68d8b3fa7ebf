import { describe, expect, it } from 'vitest';
import { secureCookies } from './env';
import { clearedSessionCookiesOf, sessionCookiesOf, sessionTokenFromCookies } from './session-cookie';

const token = 'aaa.bbb.ccc';

describe('session cookies', () => {
  it('keep the token HttpOnly (the __Host- name over https) and the login state readable, until the key expires', () => {
    const [session, state] = sessionCookiesOf(true, { token, exp: 1_000 }, 400);
    expect(session).toMatchObject({ name: '__Host-vt_session', value: token, httpOnly: true, secure: true, path: '/', maxAge: 600 });
    expect(state).toMatchObject({ name: 'vt_login', httpOnly: false, maxAge: 600 });
    expect(JSON.parse(decodeURIComponent(state!.value))).toEqual({ li: '1' });
  });
  it('carry the login state of spec §3: li, ca, bop, np', () => {
    const [, state] = sessionCookiesOf(false, { token, exp: 1_000, loginState: { ca: true, bop: false, np: false } }, 400);
    expect(JSON.parse(decodeURIComponent(state!.value))).toEqual({ li: '1', ca: '1', bop: '0', np: '0' });
  });
  it('outlive the token when the session is kept on the device (the soft login needs the token then)', () => {
    const [session] = sessionCookiesOf(false, { token, exp: 1_000, keepUntil: 1_000 + 30 * 86_400 }, 400);
    expect(session!.maxAge).toBe(600 + 30 * 86_400);
    expect(session!.name).toBe('vt_session');
  });
  it('end both at logout, and read only a well-formed token back', () => {
    expect(clearedSessionCookiesOf(false).map((c) => [c.name, c.maxAge])).toEqual([
      ['vt_session', 0],
      ['vt_login', 0],
    ]);
    expect(sessionTokenFromCookies(`x=1; vt_session=${token}`)).toBe(token);
    expect(sessionTokenFromCookies('vt_session=not a token')).toBeUndefined();
  });
  it('read only the configured name: with secure cookies a token without the __Host- prefix (a sibling subdomain’s) is ignored', () => {
    expect(sessionTokenFromCookies(`vt_session=${token}`, true)).toBeUndefined();
    expect(sessionTokenFromCookies(`__Host-vt_session=${token}`, true)).toBe(token);
    expect(sessionTokenFromCookies(`__Host-vt_session=${token}`, false)).toBeUndefined();
  });
  it('are secure by configuration: VITRINE_SECURE_COOKIES, else on for a production or staging deployment', () => {
    expect(secureCookies({})).toBe(false);
    expect(secureCookies({ VITRINE_DEPLOYMENT: 'production' })).toBe(true);
    expect(secureCookies({ VITRINE_DEPLOYMENT: 'production', VITRINE_SECURE_COOKIES: '0' })).toBe(false);
    expect(secureCookies({ VITRINE_SECURE_COOKIES: '1' })).toBe(true);
  });
});
