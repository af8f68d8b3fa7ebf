import { createContentClient } from '@vitrine/content';
import type { TenantConfig } from '@vitrine/tenant-config';
import { gatewayUrl } from './env';

/** A template of the tenant's configuration: a path is the gateway's, an `https://` URL a real bucket. */
function absolute(template: string): string {
  return /^https?:\/\//.test(template) ? template : `${gatewayUrl()}${template}`;
}

/**
 * The tenant's content bucket as its configuration names it (spec §7): pages, menus, snippets,
 * promotions and drafts by locale and id, the page index, the navigation and USP files. A 404 is
 * an answer (no such page), not an error worth a log line.
 */
export function contentClientOf(tenant: Pick<TenantConfig, 'clientId' | 'apiEndpoints'>) {
  return createContentClient({
    clientId: tenant.clientId,
    contentUrl: absolute(tenant.apiEndpoints.contentBucket),
    indexUrl: absolute(tenant.apiEndpoints.contentIndex),
    staticUrl: absolute(tenant.apiEndpoints.contentStatic),
    logger: {
      error: (message, detail) => {
        if ((detail as { status?: number } | undefined)?.status !== 404) console.error(`[content] ${message}`);
      },
    },
  });
}
