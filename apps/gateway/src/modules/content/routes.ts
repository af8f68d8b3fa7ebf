import { type Route, sendJson } from '../../http/router';
import { navigation, parseNavigationFile } from './navigation';

/** The content bucket's static files: the navigation per client id, device and language (spec §7). */
export const contentRoutes: Route[] = [
  {
    path: /^\/api\/content\/static\/([^/]+)$/,
    async handle({ db }, _req, res, match) {
      const file = parseNavigationFile(match[1]!);
      if (!file) return sendJson(res, 404, { error: 'no such file' });
      sendJson(res, 200, await navigation(db, file), 'public, max-age=900');
    },
  },
];
