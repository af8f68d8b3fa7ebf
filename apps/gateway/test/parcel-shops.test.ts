import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParcelShopAnswer } from '../src/modules/parcel-shops/service';
import { startTestGateway, type TestGateway } from './harness';

let gateway: TestGateway;
let base: string;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 5 });
  ({ base } = gateway);
});
afterAll(() => gateway.close());

const find = async (tenant: string, q: string) => {
  const res = await fetch(new URL(`/api/parcelshops?${new URLSearchParams({ q })}`, base), { headers: { 'x-vitrine-tenant': tenant } });
  return { status: res.status, body: (await res.json()) as ParcelShopAnswer };
};

describe('the parcel-shop finder', () => {
  it('finds the shops nearest to a Swiss postal code, nearest first, with distance and hours', async () => {
    const { status, body } = await find('ch', '8005');
    expect(status).toBe(200);
    if (body.status !== 'found') throw new Error('no place');
    expect(body.place.city).toBe('Zürich');
    expect(body.shops[0]!.city).toBe('Zürich');
    const distances = body.shops.map((s) => s.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1500);
    expect(body.shops[0]!.hours[0]).toMatchObject({ days: expect.any(Array), opens: expect.stringMatching(/^\d\d:\d\d$/) });
  });
  it('knows places by name, accents and case aside, and Liechtenstein in the Swiss shop', async () => {
    expect((await find('ch', 'geneve')).body).toMatchObject({ status: 'found', place: { city: 'Genève' } });
    expect((await find('ch', '9490')).body).toMatchObject({ status: 'found', place: { city: 'Vaduz', country: 'LI' } });
    expect((await find('nl', '3511 AB')).body).toMatchObject({ status: 'found', place: { city: 'Utrecht' } });
    expect((await find('base', 'münchen')).body).toMatchObject({ status: 'found', place: { city: 'München' } });
  });
  it('stays in the shop’s countries and says when it knows no such place', async () => {
    expect((await find('base', 'Zürich')).body).toEqual({ status: 'unknown-place' });
    const nl = await find('nl', 'Amsterdam');
    if (nl.body.status !== 'found') throw new Error('no place');
    expect(new Set(nl.body.shops.map((s) => s.country))).toEqual(new Set(['NL']));
    expect((await find('base', '')).status).toBe(400);
    expect((await find('base', '<script>')).status).toBe(400);
  });
});
