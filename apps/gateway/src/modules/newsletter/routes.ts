import { type Route, sendJson } from '../../http/router';
import { unsubscribeMailings } from './settings';

/**
 * `POST /api/mailings/unsubscribe?s=<token>`: the one-click unsubscribe of every mailing (RFC 8058:
 * the mail program posts `List-Unsubscribe=One-Click` to the shop, no cookie, no page; the shop
 * checks that body and forwards). 200 when it ended a subscription, 404 when the link's
 * subscription is unknown or ended already.
 */
export const mailingRoutes: Route[] = [
  {
    path: /^\/api\/mailings\/unsubscribe$/,
    limit: (method) => (method === 'POST' ? 'write' : undefined),
    fuzz: { requests: [{ method: 'POST', path: '/api/mailings/unsubscribe', params: ['s'] }] },
    async handle(context, req, res, _match, url) {
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        return sendJson(res, 405, { error: { code: 'method-not-allowed', message: 'One-click unsubscribes are POSTed (RFC 8058)' } });
      }
      const ended = await unsubscribeMailings(context, url.searchParams.get('s') ?? '');
      if (!ended) return sendJson(res, 404, { error: { code: 'not-found', message: 'No such subscription, or it was ended already' } });
      sendJson(res, 200, { unsubscribed: true });
    },
  },
];
