import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieValue, LOGIN_STATE_COOKIE, loginStatus, parseLoginCookie } from './login';
import { parseToken, readSessionInfo } from './token';

const jwt = (payload: unknown) => `x.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('login status (spec §4, §6)', () => {
  it('is logged in by the cookie or a non-zero token type, soft at type 1', () => {
    expect(loginStatus({})).toEqual({ loggedIn: false, soft: false });
    expect(loginStatus({ cookie: { li: '1' } })).toEqual({ loggedIn: true, soft: false });
    expect(loginStatus({ cookie: { li: '0' }, tokenType: 0 })).toEqual({ loggedIn: false, soft: false });
    expect(loginStatus({ tokenType: 1 })).toEqual({ loggedIn: true, soft: true });
    expect(loginStatus({ tokenType: 3 })).toEqual({ loggedIn: true, soft: false });
    expect(loginStatus({ tokenType: -1 })).toEqual({ loggedIn: false, soft: false });
  });
  it('parses the URL-encoded JSON cookie', () => {
    expect(parseLoginCookie(encodeURIComponent(JSON.stringify({ li: '1', ca: '2', bop: true, np: 0, x: 'y' })))).toEqual({ li: '1', ca: '2', bop: 'true', np: '0' });
  });
  it('treats malformed cookies as anonymous, never throwing (property)', () => {
    expect(parseLoginCookie(undefined)).toBeUndefined();
    expect(parseLoginCookie('%E0%A4%A')).toBeUndefined();
    expect(parseLoginCookie('[1,2]')).toBeUndefined();
    expect(parseLoginCookie('null')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const cookie = parseLoginCookie(raw);
        expect(() => loginStatus({ cookie })).not.toThrow();
      }),
    );
  });
});

describe('session token fields', () => {
  it('reads exp, type and cc from a token payload', () => {
    expect(parseToken(jwt({ exp: 2_000_000_000, type: 1, cc: 'abc' }))).toEqual({ exp: 2_000_000_000, type: 1, cc: 'abc' });
    expect(parseToken(jwt({ exp: 2_000_000_000 }))).toEqual({ exp: 2_000_000_000, type: 0 });
  });
  it('answers undefined for anything malformed (property)', () => {
    for (const bad of [undefined, null, '', 'a.b', 'a..c', jwt('x'), jwt({ exp: -1 }), jwt({ exp: 'x' }), 'a.!!!.c']) {
      expect(parseToken(bad as string)).toBeUndefined();
    }
    expect(readSessionInfo({ exp: 5, type: 1.5 })).toEqual({ exp: 5, type: 0 });
    fc.assert(fc.property(fc.string(), (s) => void parseToken(s)));
  });
});

describe('cookieValue', () => {
  it('finds one cookie of a header, and nothing for a prefix or an absent one', () => {
    expect(cookieValue('a=1; vt_login=%7B%22li%22%3A%221%22%7D; b=2', LOGIN_STATE_COOKIE)).toBe('%7B%22li%22%3A%221%22%7D');
    expect(cookieValue('vt_login_x=1', LOGIN_STATE_COOKIE)).toBeUndefined();
    expect(cookieValue('', LOGIN_STATE_COOKIE)).toBeUndefined();
    expect(loginStatus({ cookie: parseLoginCookie(cookieValue('vt_login=%7B%22li%22%3A%221%22%7D', LOGIN_STATE_COOKIE)) }).loggedIn).toBe(true);
  });
});
