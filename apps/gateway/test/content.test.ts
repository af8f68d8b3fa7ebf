import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { anchorsOf, type ContentPage, linksOf, parseLink } from '@vitrine/content';
import { ROUTES } from '@vitrine/i18n';
import { signPreview } from '@vitrine/session/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS } from '../src/http/tenants';
import { CATEGORIES } from '../src/modules/catalog/catalog-data';
import { ContentBucket } from '../src/modules/content/bucket';
import { startTestGateway, TEST_IDENTITY_SECRET, TEST_LINK_SECRET, type TestGateway } from './harness';

let gateway: TestGateway;
let base: string;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  ({ base } = gateway);
});
afterAll(() => gateway.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, base), { headers });

describe('the content bucket of every tenant (editors’ files)', () => {
  for (const tenant of Object.values(TENANTS)) {
    const bucket = new ContentBucket(tenant);
    it(`${tenant.key}: every file follows its schema and names its own id and locale`, () => {
      expect(bucket.check().map((problem) => problem.message)).toEqual([]);
    });
    it(`${tenant.key}: every locale has the storefront, the service page, terms, revocation, privacy, imprint and jobs`, () => {
      for (const locale of tenant.i18n.locales) {
        const ids = bucket.index(locale).map((p) => p.id);
        expect(ids.length, locale).toBeGreaterThanOrEqual(12);
        expect(ids, locale).toContain('storefront');
      }
    });
    it(`${tenant.key}: every link leads somewhere: a screen of the route table, a seeded category, a page and anchor of the same locale`, () => {
      const keys = new Set(CATEGORIES.map((c) => c.key));
      const broken: string[] = [];
      for (const locale of tenant.i18n.locales) {
        const pages = new Map(bucket.index(locale).map((entry) => [entry.id, bucket.page(locale, entry.id)!]));
        const menu = bucket.file('menus/', locale, tenant.footer.menuId) as { groups: { links: { href: string }[] }[] } | undefined;
        expect(menu, `${locale} footer menu`).toBeDefined();
        const check = (from: string, link: string, page?: ContentPage) => {
          const target = parseLink(link);
          if (target.kind === 'route' && !(target.screen in ROUTES)) broken.push(`${from}: ${link}`);
          if (target.kind === 'category' && !keys.has(target.key)) broken.push(`${from}: ${link}`);
          if (target.kind === 'layer' && !bucket.file('layers/', locale, target.id)) broken.push(`${from}: ${link}`);
          if (target.kind === 'anchor' && page && !anchorsOf(page.blocks).includes(target.anchor)) broken.push(`${from}: ${link}`);
          if (target.kind === 'content') {
            const id = target.path.replace(/^\/+|\/+$/g, '').replaceAll('/', '-') || 'storefront';
            const other = pages.get(id);
            if (!other || (target.anchor && !anchorsOf(other.blocks).includes(target.anchor))) broken.push(`${from}: ${link}`);
          }
        };
        for (const [id, page] of pages) for (const link of linksOf(page.blocks)) check(`${locale}/${id}`, link, page);
        for (const group of menu?.groups ?? []) for (const link of group.links) check(`${locale} footer`, link.href);
        const usp = bucket.usp(`usp-${tenant.clientId}-web${locale.startsWith('fr') ? '-fr' : ''}.json`);
        for (const item of usp?.items ?? []) if (item.href) check(`${locale} USP bar`, item.href);
      }
      expect(broken).toEqual([]);
    });
  }
  it('the Swiss German content writes "ss", never "ß": every page, and every German file of the bucket (layers, menus, drafts, promotions, SEO, surveys, USP, synonyms)', () => {
    const bucket = new ContentBucket(TENANTS.ch!);
    for (const entry of bucket.index('de-CH')) expect(JSON.stringify(bucket.page('de-CH', entry.id)), entry.id).not.toContain('ß');
    const root = fileURLToPath(new URL('../../../tenants/ch/content/', import.meta.url));
    const german = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.json'))
      .filter((path) => path.split(sep).includes('de-CH') || /(^|[-/])de\.json$/.test(path) || /^static[/\\]usp-[a-z-]+-web(-sliced)?\.json$/.test(path));
    // The bucket has German files in at least these places; a new folder is checked as soon as it holds one.
    expect(german.length).toBeGreaterThan(20);
    const spelled = german.filter((path) => readFileSync(join(root, path), 'utf8').includes('ß'));
    expect(spelled).toEqual([]);
  });
  it('the help page of every locale has the anchors old links point to', () => {
    const service = { base: ['de-DE', 'service-hilfe'], ch: ['fr-CH', 'aide-service'], nl: ['nl-NL', 'klantenservice'] } as const;
    for (const [key, [locale, id]] of Object.entries(service)) {
      const page = new ContentBucket(TENANTS[key]!).page(locale, id)!;
      expect(anchorsOf(page.blocks), key).toEqual(
        expect.arrayContaining(['bestellen', 'kopieid', 'retourneren-ruilen', 'algemene-actievoorwaarden', 'garantie-reparatie', 'retourneren-servicepunt']),
      );
    }
  });
});

describe('content routes', () => {
  it('serves a page by client id, locale and id, kept 15 s', async () => {
    const res = await get('/api/content/vitrine-ch/fr-CH/aide-service-qui-sommes-nous-cgv.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=15');
    const page = (await res.json()) as ContentPage;
    expect(page).toMatchObject({ id: 'aide-service-qui-sommes-nous-cgv', locale: 'fr-CH', kind: 'legal' });
  });
  it('answers 404 for an unknown page, a locale of another tenant and a malformed id', async () => {
    expect((await get('/api/content/vitrine-de/de-DE/gibt-es-nicht.json')).status).toBe(404);
    expect((await get('/api/content/vitrine-de/nl-NL/storefront.json')).status).toBe(404);
    expect((await get('/api/content/vitrine-de/de-DE/..%2Fsecrets.json')).status).toBe(404);
    expect((await get('/api/content/nobody/de-DE/storefront.json')).status).toBe(404);
  });
  it('serves the service layers, as the USP bar links them', async () => {
    for (const id of ['shipping', 'payment', 'returns']) {
      const res = await get(`/api/content/vitrine-ch/layers/fr-CH/${id}.json`);
      expect(res.status, id).toBe(200);
      expect(((await res.json()) as { id: string }).id).toBe(id);
    }
    expect((await get('/api/content/vitrine-ch/layers/fr-CH/nope.json')).status).toBe(404);
    expect((await get('/api/content/vitrine-ch/secrets/fr-CH/shipping.json')).status).toBe(404);
  });
  it('serves the footer menu, the promotion and the USP bar per language', async () => {
    expect((await get('/api/content/vitrine-nl/menus/nl-NL/footer.json')).status).toBe(200);
    expect((await get('/api/content/vitrine-de/promotions/de-DE/banner.json')).status).toBe(200);
    const usp = (await (await get('/api/content/static/usp-vitrine-ch-web-fr.json')).json()) as { items: unknown[] };
    expect(usp.items.length).toBeGreaterThanOrEqual(3);
    // The sliced and mobile variants fall back to the web file.
    expect((await get('/api/content/static/usp-vitrine-de-mobile-sliced.json')).status).toBe(200);
    expect((await get('/api/content/static/usp-nobody-web.json')).status).toBe(404);
  });
  it('lists a locale’s published pages in its index, drafts left out', async () => {
    const index = (await (await get('/api/content/vitrine-de/index/de-DE.json')).json()) as { pages: { id: string }[] };
    const ids = index.pages.map((p) => p.id);
    expect(ids).toContain('service-hilfe-ueber-uns-agb');
    expect(ids).not.toContain('footer');
  });
  it('shows a draft only with a valid preview token for that very draft, never cached', async () => {
    const bucket = new ContentBucket(TENANTS.base!);
    const draftId = readdirSync(join(bucket.root, 'drafts/de-DE'))[0]!.replace(/\.json$/, '');
    const path = `/api/content/vitrine-de/drafts/de-DE/${draftId}.json`;
    expect((await get(path)).status).toBe(403);
    const now = Date.now() / 1000;
    const other = signPreview({ clientId: 'vitrine-de', locale: 'de-DE', id: 'storefront' }, TEST_LINK_SECRET, now);
    expect((await get(path, { 'x-vitrine-preview': other })).status).toBe(403);
    const old = signPreview({ clientId: 'vitrine-de', locale: 'de-DE', id: draftId }, TEST_LINK_SECRET, now - 9 * 3600);
    expect((await get(path, { 'x-vitrine-preview': old })).status).toBe(403);
    // Preview links have a key ring of their own: one made with the shops' signing key opens nothing.
    const byShopKey = signPreview({ clientId: 'vitrine-de', locale: 'de-DE', id: draftId }, TEST_IDENTITY_SECRET, now);
    expect((await get(path, { 'x-vitrine-preview': byShopKey })).status).toBe(403);
    const token = signPreview({ clientId: 'vitrine-de', locale: 'de-DE', id: draftId }, TEST_LINK_SECRET, now);
    const res = await get(path, { 'x-vitrine-preview': token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const index = (await (await get('/api/content/vitrine-de/index/de-DE.json')).json()) as { pages: { id: string }[] };
    expect(index.pages.map((p) => p.id)).not.toContain(draftId);
  });
});

describe('an editor’s mistake', () => {
  it('is named, with the file and the field, and never served as a page', () => {
    const root = mkdtempSync(join(tmpdir(), 'bucket-'));
    mkdirSync(join(root, 'de-DE'));
    writeFileSync(
      join(root, 'de-DE', 'broken.json'),
      JSON.stringify({ id: 'broken', locale: 'de-DE', kind: 'page', title: 'T', description: 'D', blocks: [{ type: 'html', html: '<script>' }] }),
    );
    writeFileSync(
      join(root, 'de-DE', 'copied.json'),
      JSON.stringify({ id: 'original', locale: 'de-DE', kind: 'page', title: 'T', description: 'D', blocks: [{ type: 'text', paragraphs: [['x']] }] }),
    );
    writeFileSync(
      join(root, 'de-DE', 'bad-link.json'),
      JSON.stringify({
        id: 'bad-link',
        locale: 'de-DE',
        kind: 'page',
        title: 'T',
        description: 'D',
        blocks: [{ type: 'text', paragraphs: [[{ text: 'x', href: 'javascript:alert(1)' }]] }],
      }),
    );
    const bucket = new ContentBucket(TENANTS.base!, root);
    const problems = bucket.check().map((p) => p.message);
    expect(problems).toHaveLength(3);
    expect(problems.find((m) => m.includes('broken.json'))).toMatch(/blocks\.0/);
    expect(problems.find((m) => m.includes('copied.json'))).toMatch(/de-DE\/original/);
    expect(problems.find((m) => m.includes('bad-link.json'))).toMatch(/route:, category:/);
    expect(() => bucket.page('de-DE', 'broken')).toThrow(/broken\.json/);
  });
});
