import { type ContentLayer, layerSchema } from '@vitrine/content';
import { isProductLocale, type ProductLocale } from '@vitrine/i18n';
import { contentClientOf } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { linkResolver } from '../common/content';
import { loadNavigation } from '../common/navigation';

const ID = /^[a-z0-9-]{1,40}$/;

/** A layer of the bucket with its links already turned into this locale's paths (the browser renders it as it is). */
async function resolvedLayer(tenant: TenantConfig, locale: ProductLocale, id: string): Promise<ContentLayer | undefined> {
  let raw: unknown;
  try {
    raw = await contentClientOf(tenant).content('layer', locale, id);
  } catch {
    return undefined;
  }
  const parsed = layerSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const resolve = linkResolver(tenant, locale, await loadNavigation(tenant, locale));
  const runs = <T>(list: T[]): T[] =>
    list.map((run) => {
      if (typeof run === 'string' || !run || typeof run !== 'object' || !('href' in run) || typeof run.href !== 'string') return run;
      const href = resolve(run.href);
      const { href: _editor, ...rest } = run as { href: string } & Record<string, unknown>;
      return (href ? { ...rest, href } : rest) as T;
    });
  return {
    ...parsed.data,
    blocks: parsed.data.blocks.map((block) =>
      block.type === 'text' ? { ...block, paragraphs: block.paragraphs.map(runs) } : block.type === 'list' ? { ...block, items: block.items.map(runs) } : block,
    ),
  };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A layer's blocks (text, list, heading: all a layer may hold) as HTML, every text escaped. */
function layerHtml(layer: ContentLayer, locale: string): string {
  const runs = (list: readonly (string | { text: string; href?: string | undefined; strong?: boolean | undefined })[]) =>
    list
      .map((run) => {
        if (typeof run === 'string') return escape(run);
        const text = run.strong ? `<strong>${escape(run.text)}</strong>` : escape(run.text);
        return run.href ? `<a href="${escape(run.href)}">${text}</a>` : text;
      })
      .join('');
  const blocks = layer.blocks.map((block) => {
    if (block.type === 'text') return block.paragraphs.map((p) => `<p>${runs(p)}</p>`).join('');
    if (block.type === 'list') return `<${block.ordered ? 'ol' : 'ul'}>${block.items.map((item) => `<li>${runs(item)}</li>`).join('')}</${block.ordered ? 'ol' : 'ul'}>`;
    return `<h${block.level + 1}>${escape(block.text)}</h${block.level + 1}>`;
  });
  return `<section class="vt-service-layer" lang="${escape(locale)}"><h2>${escape(layer.title)}</h2>${blocks.join('')}</section>`;
}

const localeOfLanguage = (tenant: TenantConfig, language: string) => tenant.i18n.locales.find((l) => l.startsWith(`${language}-`));

/**
 * The service layers (spec §7): `GET /api/servicelayer?id=shipping&locale=de-CH` answers the layer
 * as JSON for the shop's dialog; `GET /fragment/inspire/servicelayer/{language}/{layerid}` as an
 * HTML fragment (typed blocks rendered, nothing of the editor's text unescaped). Both kept 15 s.
 */
export function createServiceLayerHandlers(tenant: TenantConfig) {
  const headers = { 'cache-control': 'public, max-age=15' };
  return {
    async api(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const id = url.searchParams.get('id') ?? '';
      const locale = url.searchParams.get('locale') ?? '';
      if (!ID.test(id) || !isProductLocale(locale) || !(tenant.i18n.locales as readonly string[]).includes(locale)) return Response.json({ error: 'bad-request' }, { status: 400 });
      const layer = await resolvedLayer(tenant, locale, id);
      return layer ? Response.json(layer, { headers }) : Response.json({ error: 'no-content' }, { status: 404, headers });
    },
    async fragment(_request: Request, { params }: { params: Promise<{ language: string; layerid: string }> }): Promise<Response> {
      const { language, layerid } = await params;
      const locale = localeOfLanguage(tenant, language);
      if (!locale || !ID.test(layerid)) return new Response('not found', { status: 404 });
      const layer = await resolvedLayer(tenant, locale, layerid);
      if (!layer) return new Response('not found', { status: 404 });
      return new Response(layerHtml(layer, locale), { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
    },
  };
}
