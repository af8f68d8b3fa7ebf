import { PREVIEW_HEADER } from '@vitrine/session/server';
import { tenantOfClient } from '../../http/tenants';
import { type Route, sendJson } from '../../http/router';
import { bucketOf } from './service';
import { InvalidContent, type BucketFolder } from './bucket';
import { navigation, parseNavigationFile } from './navigation';

const FOLDERS = new Set<string>(['menus', 'snippets', 'promotions', 'drafts', 'layers', 'surveys', 'seo']);

/** Content answers: kept by caches for 15 s (the spec's revalidation), drafts never. */
const PUBLIC_15 = 'public, max-age=15';

/**
 * The content bucket (spec §7): the navigation and USP files per client id, device and language;
 * pages, menus, snippets and promotions per client id, locale and id; the index of a locale's
 * pages; drafts only with a preview token. An editor's invalid file answers 500 with what is wrong.
 */
export const contentRoutes: Route[] = [
  {
    path: /^\/api\/content\/static\/([^/]+)$/,
    fuzz: {
      requests: [
        { method: 'GET', path: '/api/content/static/navigation-vitrine-ch-web-fr.json' },
        { method: 'GET', path: '/api/content/static/usp-vitrine-de-mobile-sliced.json' },
      ],
    },
    async handle({ db }, _req, res, match) {
      const name = match[1]!;
      const file = parseNavigationFile(name);
      if (file) return sendJson(res, 200, await navigation(db, file), 'public, max-age=900');
      const usp = /^usp-([a-z0-9_-]+?)-(web|mobile)(-fr)?(-sliced)?\.json$/.exec(name);
      const tenant = usp && tenantOfClient(usp[1]!);
      if (!tenant) return sendJson(res, 404, { error: 'no such file' });
      // The mobile and sliced variants are the web file where the bucket has none of their own.
      const bucket = bucketOf(tenant);
      const found = bucket.usp(name) ?? bucket.usp(`usp-${usp![1]}-web${usp![3] ?? ''}.json`);
      return found ? sendJson(res, 200, found, 'public, max-age=900') : sendJson(res, 404, { error: 'no such file' });
    },
  },
  {
    path: /^\/api\/content\/([a-z0-9_-]+)\/index\/([a-z]{2}-[A-Z]{2})\.json$/,
    fuzz: { requests: [{ method: 'GET', path: '/api/content/vitrine-de/index/de-DE.json' }] },
    async handle(_context, _req, res, match) {
      const tenant = tenantOfClient(match[1]!);
      if (!tenant) return sendJson(res, 404, { error: 'no such bucket' });
      return sendJson(res, 200, { locale: match[2], pages: bucketOf(tenant).index(match[2]!) }, PUBLIC_15);
    },
  },
  {
    path: /^\/api\/content\/([a-z0-9_-]+)\/(?:([a-z]+)\/)?([a-z]{2}-[A-Z]{2})\/([a-z0-9][a-z0-9_-]{0,199})\.json$/,
    fuzz: {
      requests: [
        { method: 'GET', path: '/api/content/vitrine-de/de-DE/service.json' },
        { method: 'GET', path: '/api/content/vitrine-de/drafts/de-DE/service.json', headers: [PREVIEW_HEADER] },
      ],
    },
    async handle(context, req, res, match) {
      const [, clientId, folderName, locale, id] = match as unknown as [string, string, string | undefined, string, string];
      const tenant = tenantOfClient(clientId);
      if (!tenant || (folderName !== undefined && !FOLDERS.has(folderName))) return sendJson(res, 404, { error: 'no such file' });
      const folder = (folderName ? `${folderName}/` : '') as BucketFolder;
      const draft = folder === 'drafts/';
      if (draft) {
        const token = req.headers[PREVIEW_HEADER];
        if (!context.previewAllowed(typeof token === 'string' ? token : undefined, { clientId, locale, id })) {
          return sendJson(res, 403, { error: { code: 'preview-token-invalid', message: 'Drafts are shown only with a valid preview token' } });
        }
      }
      try {
        const value = bucketOf(tenant).file(folder, locale, id);
        if (value === undefined)
          return sendJson(res, 404, { error: { code: 'no-content', message: `No ${folderName ?? 'page'} ${locale}/${id}` } }, draft ? 'no-store' : PUBLIC_15);
        return sendJson(res, 200, value, draft ? 'private, no-store' : PUBLIC_15);
      } catch (error) {
        if (!(error instanceof InvalidContent)) throw error;
        return sendJson(res, 500, { error: { code: 'invalid-content', message: error.message } });
      }
    },
  },
];
