import { resolvePath } from '@vitrine/i18n';
import { PREVIEW_HEADER, signPreview, verifyPreview } from '@vitrine/session/server';
import type { TenantConfig } from '@vitrine/tenant-config';
import { draftMode } from 'next/headers';
import { secret } from './env';

/**
 * Editors' preview (spec §2: preview banner): a link from the gateway's operations page opens a
 * draft in the shop. `/api/preview?path=…&token=…` checks the token (made with the secret the
 * gateway and the shops share, for this shop, locale and content id), turns on Next's draft mode
 * for this browser and sends it to the page; `/api/preview/exit` turns it off. Pages in draft mode
 * are rendered per request and never cached.
 */
export const PREVIEW_PATH = '/api/preview';

const now = () => Date.now() / 1000;

/** The draft a public path names in this shop: locale and content id. */
function targetOf(tenant: Pick<TenantConfig, 'clientId' | 'i18n'>, path: string) {
  const resolved = resolvePath(path, { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales });
  return { clientId: tenant.clientId, locale: resolved.locale, id: resolved.contentId };
}

/** The token of a preview link (the gateway's operations page makes them with the same rule). */
export function previewToken(tenant: Pick<TenantConfig, 'clientId' | 'i18n'>, path: string, nowSeconds = now()): string {
  return signPreview(targetOf(tenant, path), secret('links'), nowSeconds);
}

export function createPreviewHandlers(tenant: Pick<TenantConfig, 'clientId' | 'i18n'>) {
  return {
    async enter(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const path = url.searchParams.get('path') ?? '';
      // Only a path of this shop: never a redirect to another site.
      if (!/^\/[a-z0-9/_-]*$/.test(path) || path.startsWith('//')) return new Response('bad path', { status: 400 });
      if (!verifyPreview(url.searchParams.get('token'), targetOf(tenant, path), secret('links'), now())) {
        return new Response('This preview link is invalid or has expired.', { status: 403, headers: { 'cache-control': 'no-store' } });
      }
      (await draftMode()).enable();
      // A relative Location: the browser stays on the host it asked (the server's own name may differ).
      return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
    },
    async exit(): Promise<Response> {
      (await draftMode()).disable();
      return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
    },
  };
}

/** True while this browser previews drafts (a page reads it and renders per request). */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/** The header the gateway wants for a draft of this shop. */
export function previewHeaders(tenant: Pick<TenantConfig, 'clientId'>, locale: string, id: string): Record<string, string> {
  return { [PREVIEW_HEADER]: signPreview({ clientId: tenant.clientId, locale, id }, secret('links'), now()) };
}

/** Next's draft-mode cookie: the proxy lets a previewing browser reach pages not yet published. */
export const DRAFT_COOKIE = '__prerender_bypass';
