import type { Database } from '../../db/database';

export interface ParcelShop {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** From the place searched for, in metres. */
  distanceMeters: number;
  hours: { days: number[]; opens: string; closes: string }[];
}

export type ParcelShopAnswer = { status: 'found'; place: { city: string; country: string }; shops: ParcelShop[] } | { status: 'unknown-place' };

/** A postal code (digits, NL with its letters) or a place name; at most 40 characters. */
export const PARCEL_QUERY = /^[\p{L}\p{N} .'-]{1,40}$/u;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');

/**
 * The parcel shops nearest to a postal code or a place in the shop's countries: the place a postal
 * code falls in (its longest known prefix) or whose name begins with the text, then the shops by
 * great-circle distance from it, nearest first.
 */
export async function findParcelShops(db: Pick<Database, 'query'>, countries: readonly string[], query: string, limit = 8): Promise<ParcelShopAnswer> {
  const q = query.trim();
  const places = await db.query<{ country: string; postal_prefix: string; city: string; lat: number; lon: number }>(
    'select country, postal_prefix, city, lat, lon from parcel_places where country = any($1::text[])',
    [countries],
  );
  const compact = q.replace(/\s+/g, '').toUpperCase();
  const byCode = /^\d/.test(compact) ? places.filter((p) => compact.startsWith(p.postal_prefix)).sort((a, b) => b.postal_prefix.length - a.postal_prefix.length)[0] : undefined;
  const byName = byCode ?? places.filter((p) => fold(p.city).startsWith(fold(q))).sort((a, b) => a.city.length - b.city.length)[0];
  if (!byName) return { status: 'unknown-place' };
  const rows = await db.query<{
    id: string;
    name: string;
    street: string;
    postal_code: string;
    city: string;
    country: string;
    distance: number;
    hours: ParcelShop['hours'] | string;
  }>(
    `select id, name, street, postal_code, city, country, hours,
            2 * 6371000 * asin(sqrt(power(sin(radians(lat - $2) / 2), 2) + cos(radians($2)) * cos(radians(lat)) * power(sin(radians(lon - $3) / 2), 2))) as distance
     from parcel_shops where country = any($1::text[]) order by distance, id limit $4`,
    [countries, byName.lat, byName.lon, limit],
  );
  return {
    status: 'found',
    place: { city: byName.city, country: byName.country },
    shops: rows.map((r) => ({
      id: r.id,
      name: r.name,
      street: r.street,
      postalCode: r.postal_code,
      city: r.city,
      country: r.country,
      distanceMeters: Math.round(Number(r.distance)),
      hours: typeof r.hours === 'string' ? (JSON.parse(r.hours) as ParcelShop['hours']) : r.hours,
    })),
  };
}
