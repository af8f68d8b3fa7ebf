import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inPreparation, type OrderedLine, progressOf, trackingUrl } from './model';

const line = (position: number, quantity: number): OrderedLine => ({
  position,
  variantSku: `10000${position}01`,
  productSku: `10000${position}`,
  productName: `Artikel ${position}`,
  variantLabel: null,
  quantity,
});

describe('orders: where an order stands', () => {
  const lines = [line(0, 2), line(1, 1)];
  it('is in preparation with no parcel, partly shipped while something is left, delivered when every parcel is', () => {
    expect(progressOf('PLACED', lines, [])).toBe('IN_PREPARATION');
    const first = { status: 'SHIPPED' as const, lines: [line(0, 1)] };
    expect(progressOf('PLACED', lines, [first])).toBe('PARTLY_SHIPPED');
    expect(inPreparation(lines, [first])).toEqual([line(0, 1), line(1, 1)]);
    const second = { status: 'DELIVERED' as const, lines: [line(0, 1), line(1, 1)] };
    expect(progressOf('PAID', lines, [first, second])).toBe('SHIPPED');
    expect(progressOf('PAID', lines, [{ ...first, status: 'DELIVERED' }, second])).toBe('DELIVERED');
    expect(progressOf('CANCELLED', lines, [])).toBe('CANCELLED');
  });
  it('counts every piece once: what is in parcels and what is prepared add up to what was ordered', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 5 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 8 }), (quantities, splits) => {
        const ordered = quantities.map((q, i) => line(i, q));
        const left = new Map(ordered.map((l) => [l.position, l.quantity]));
        const parcels = splits.flatMap(([pick, amount]) => {
          const position = pick % ordered.length;
          const quantity = Math.min(left.get(position)!, 1 + (amount % 3));
          if (!quantity) return [];
          left.set(position, left.get(position)! - quantity);
          return [{ status: 'SHIPPED' as const, lines: [line(position, quantity)] }];
        });
        const prepared = inPreparation(ordered, parcels);
        for (const l of ordered) {
          const inParcels = parcels
            .flatMap((p) => p.lines)
            .filter((p) => p.position === l.position)
            .reduce((s, p) => s + p.quantity, 0);
          const still = prepared.find((p) => p.position === l.position)?.quantity ?? 0;
          expect(inParcels + still).toBe(l.quantity);
        }
        const progress = progressOf('PLACED', ordered, parcels);
        expect(progress === 'IN_PREPARATION').toBe(parcels.length === 0);
        expect(progress === 'PARTLY_SHIPPED').toBe(parcels.length > 0 && prepared.length > 0);
      }),
    );
  });
  it('links each carrier’s own tracking page', () => {
    expect(trackingUrl('DHL', '00340434161094000001', '10115')).toBe('https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094000001');
    expect(trackingUrl('SWISS_POST', '99.60.123456.12345678', '8001')).toBe('https://service.post.ch/ekp-web/ui/entry/search/99.60.123456.12345678');
    expect(trackingUrl('POSTNL', '3SVTR0000001', '1016 GV')).toBe('https://jouw.postnl.nl/track-and-trace/3SVTR0000001-NL-1016GV');
  });
});
