/**
 * `GET /api/geo` of a tenant's app: the country the shopper seems to be in, for the geo-country
 * layer (a suggestion, never a redirect). The CDN or load balancer in front of the shop names it in
 * a header (`VITRINE_COUNTRY_HEADER`, default `x-vitrine-country`, e.g. set from `cf-ipcountry`);
 * without one the region of the browser's first language (`de-AT` → AT) stands in.
 */
export function countryOf(headers: Headers, header = process.env.VITRINE_COUNTRY_HEADER || 'x-vitrine-country'): string | null {
  const named = headers.get(header)?.trim().toUpperCase();
  if (named && /^[A-Z]{2}$/.test(named) && named !== 'XX') return named;
  const first = headers.get('accept-language')?.split(',')[0]?.trim() ?? '';
  const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(first)?.[1];
  return region ? region.toUpperCase() : null;
}

export function geoHandler(request: Request): Response {
  return Response.json({ country: countryOf(request.headers) }, { headers: { 'cache-control': 'private, no-store', vary: 'accept-language' } });
}
