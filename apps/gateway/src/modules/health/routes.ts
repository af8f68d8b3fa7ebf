import { type Route, sendJson } from '../../http/router';
import { health } from './service';

/** GET /health: the same answer as the GraphQL `health` query. */
export const healthRoutes: Route[] = [
  {
    path: /^\/health$/,
    fuzz: { requests: [{ method: 'GET', path: '/health' }] },
    async handle({ db }, _req, res) {
      try {
        sendJson(res, 200, await health(db));
      } catch {
        // No details: what the database said is for the gateway's log, not for whoever asks.
        sendJson(res, 503, { ok: false });
      }
    },
  },
];
