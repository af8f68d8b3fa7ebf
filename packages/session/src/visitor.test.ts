import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVisitorId, newVisitorId, visitorCookie, visitorFromCookieHeader, VISITOR_COOKIE } from './visitor';

describe('visitor id', () => {
  it('makes ids it accepts', () => {
    const id = newVisitorId();
    expect(isVisitorId(id)).toBe(true);
    expect(newVisitorId(() => 'fixed-id-0001')).toBe('fixed-id-0001');
    expect(() => newVisitorId(() => 'no')).toThrow(RangeError);
  });

  it('accepts 8 to 64 letters, digits or dashes and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        expect(isVisitorId(s)).toBe(/^[A-Za-z0-9-]+$/.test(s) && s.length >= 8 && s.length <= 64);
      }),
    );
    expect(isVisitorId(undefined)).toBe(false);
  });

  it('reads only a well-formed id of its own cookie from a Cookie header', () => {
    const id = newVisitorId();
    expect(visitorFromCookieHeader(`a=1; ${VISITOR_COOKIE}=${id}; b=2`)).toBe(id);
    expect(visitorFromCookieHeader(`${VISITOR_COOKIE}=${id}`)).toBe(id);
    expect(visitorFromCookieHeader(`${VISITOR_COOKIE}=<script>`)).toBeUndefined();
    expect(visitorFromCookieHeader('xvt_visitor=0123456789')).toBeUndefined();
    expect(visitorFromCookieHeader('novalue; =x')).toBeUndefined();
    expect(visitorFromCookieHeader(null)).toBeUndefined();
  });

  it('sets an HttpOnly, SameSite lax cookie for a year', () => {
    expect(visitorCookie('fixed-id-0001', true)).toEqual({
      name: 'vt_visitor',
      value: 'fixed-id-0001',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 31_536_000,
    });
  });
});
