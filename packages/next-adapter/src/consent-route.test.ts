import { readConsentCookie } from '@vitrine/consent';
import { describe, expect, it } from 'vitest';
import { createConsentHandler } from './consent-route';

const post = (body: string, headers: Record<string, string> = {}) =>
  createConsentHandler()(
    new Request('http://127.0.0.1:3000/api/consent', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', referer: 'http://127.0.0.1:3000/warenkorb?x=1', ...headers },
    }),
  );

describe('the consent banner without JavaScript', () => {
  it('writes the chosen categories for a year and goes back to the page', async () => {
    const all = await post('choice=all');
    expect(all.status).toBe(303);
    expect(all.headers.get('location')).toBe('/warenkorb?x=1');
    const cookie = all.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^vitrine_consent=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(readConsentCookie(cookie.split(';')[0]!.split('=')[1])).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005', 'C0006']);
    const necessary = await post('choice=necessary');
    expect(readConsentCookie(necessary.headers.get('set-cookie')!.split(';')[0]!.split('=')[1])).toEqual(['C0001']);
  });
  it('changes nothing for another choice, sends no one elsewhere, refuses another site’s form', async () => {
    const other = await post('choice=settings', { referer: 'https://evil.example/' });
    expect(other.headers.get('set-cookie')).toBeNull();
    expect(other.headers.get('location')).toBe('/');
    expect((await post('choice=all', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
