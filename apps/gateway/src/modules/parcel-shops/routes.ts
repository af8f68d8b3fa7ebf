import { type Route, sendJson } from '../../http/router';
import { findParcelShops, PARCEL_QUERY } from './service';

/** `GET /api/parcelshops?q=8005`: the parcel shops nearest to a postal code or a place in the tenant's countries. */
export const parcelShopRoutes: Route[] = [
  {
    path: /^\/api\/parcelshops$/,
    limit: () => 'search',
    fuzz: { requests: [{ method: 'GET', path: '/api/parcelshops', params: ['q'] }] },
    async handle({ db, tenant }, _req, res, _match, url) {
      const q = url.searchParams.get('q')?.trim() ?? '';
      if (!q) return sendJson(res, 400, { error: { code: 'query-empty', message: 'A postal code or a place is needed' } });
      if (!PARCEL_QUERY.test(q)) return sendJson(res, 400, { error: { code: 'query-invalid', message: 'A postal code or a place name (letters, digits, spaces)' } });
      return sendJson(res, 200, await findParcelShops(db, tenant.order.parcelShopCountries, q), 'public, max-age=300');
    },
  },
];
