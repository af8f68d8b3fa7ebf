import { describe, expect, it, vi } from 'vitest';
import { anchorsOf, contentPageSchema, linkSchema, linksOf, parseLink } from './blocks';
import { createContentClient, staticFileName } from './content';
import { ContentFetchError, fetchJson } from './fetch-json';
import { cachedLoader, INITIAL_ERROR, loadInitial } from './loaders';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const logger = () => ({ error: vi.fn() });

describe('static file names (spec §7)', () => {
  it('builds navigation and USP names from client id, device, French and sliced', () => {
    expect(staticFileName('navigation', { clientId: 'vitrine-ch', device: 'web', language: 'de' })).toBe('navigation-vitrine-ch-web.json');
    expect(staticFileName('navigation', { clientId: 'vitrine-ch', device: 'mobile', language: 'fr', sliced: true })).toBe('navigation-vitrine-ch-mobile-fr-sliced.json');
    expect(staticFileName('usp', { clientId: 'vitrine-nl', device: 'web', language: 'nl' })).toBe('usp-vitrine-nl-web.json');
    expect(staticFileName('usp', { clientId: '../x', device: 'web', language: 'de' })).toBe('usp-x-web.json');
  });
});

describe('content client', () => {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => ok({ ok: true }));
  const client = createContentClient({ contentUrl: 'https://bucket/{folder}{locale}/{id}.json', staticUrl: 'https://bucket/static/{name}', fetch: fetch as never, ecToken: 't' });
  it('fetches navigation, revalidated every 900 s, with the x-ec-token', async () => {
    await client.navigation({ clientId: 'vitrine-de', device: 'web', language: 'de', sliced: true });
    const [url, init] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit & { next: { revalidate: number } }];
    expect(url).toBe('https://bucket/static/navigation-vitrine-de-web-sliced.json');
    expect(init.next.revalidate).toBe(900);
    expect((init.headers as Record<string, string>)['x-ec-token']).toBe('t');
    await client.usp({ clientId: 'vitrine-de', device: 'web', language: 'de' });
    expect(fetch.mock.calls.at(-1)![0]).toBe('https://bucket/static/usp-vitrine-de-web.json');
  });
  it('fetches pages, menus (own folder) and the other kinds by locale and id, revalidated every 15 s', async () => {
    await client.content('page', 'fr-CH', 'aide-service-qui-sommes-nous');
    const [pageUrl, init] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit & { next: { revalidate: number; tags: string[] } }];
    expect(pageUrl).toBe('https://bucket/fr-CH/aide-service-qui-sommes-nous.json');
    // Tagged for the page and for all content (an editor's publish invalidates both).
    expect(init.next).toEqual({ revalidate: 15, tags: ['content', 'content:page:fr-CH:aide-service-qui-sommes-nous'] });
    await client.content('menu', 'de-CH', 'main');
    expect(fetch.mock.calls.at(-1)![0]).toBe('https://bucket/menus/de-CH/main.json');
    // Drafts: never kept, with the preview header; a locale's index from its own template.
    await client.content('draft', 'de-CH', 'lp-fruehling', { 'x-vitrine-preview': 't=1,s=x' });
    const [draftUrl, draftInit] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit & { next?: unknown }];
    expect(draftUrl).toBe('https://bucket/drafts/de-CH/lp-fruehling.json');
    expect(draftInit.cache).toBe('no-store');
    expect(draftInit.next).toBeUndefined();
    expect((draftInit.headers as Record<string, string>)['x-vitrine-preview']).toBe('t=1,s=x');
    for (const [kind, folder] of [
      ['snippet', 'snippets'],
      ['promotion', 'promotions'],
      ['survey', 'surveys'],
      ['seo', 'seo'],
    ] as const) {
      await client.content(kind, 'nl-NL', 'x');
      expect(fetch.mock.calls.at(-1)![0]).toBe(`https://bucket/${folder}/nl-NL/x.json`);
    }
  });
  it('refuses ids and locales that could leave the bucket', () => {
    expect(() => client.contentUrlOf('page', 'de-DE', '../../etc/passwd')).toThrow(/Invalid content id/);
    expect(() => client.contentUrlOf('page', 'de/DE', 'x')).toThrow(/Invalid locale/);
    expect(() => createContentClient({ contentUrl: '{nope}', staticUrl: '' }).contentUrlOf('page', 'de-DE', 'x')).toThrow(/missing/);
  });
});

describe('errors (spec §8)', () => {
  it('throws an error carrying URL, status and status text, and logs it', async () => {
    const log = logger();
    const fetch = vi.fn(async () => new Response('nope', { status: 404, statusText: 'Not Found' }));
    const error = await fetchJson('https://bucket/x.json', { fetch: fetch as never, logger: log }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentFetchError);
    expect(error).toMatchObject({ url: 'https://bucket/x.json', status: 404, statusText: 'Not Found' });
    expect(log.error).toHaveBeenCalledOnce();
  });
  it('times out after 5000 ms by default (the signal is set)', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      return ok([]);
    });
    await expect(fetchJson('https://b/x', { fetch: fetch as never })).resolves.toEqual([]);
  });
});

describe('loaders', () => {
  it('keeps a result for 60 s, shares one load, and forgets failures', async () => {
    let now = 0;
    const load = vi.fn(async (key: string) => `${key}-${now}`);
    const get = cachedLoader(load, { now: () => now });
    expect(await Promise.all([get('a'), get('a')])).toEqual(['a-0', 'a-0']);
    now = 59_999;
    expect(await get('a')).toBe('a-0');
    now = 60_000;
    expect(await get('a')).toBe('a-60000');
    expect(load).toHaveBeenCalledTimes(2);
    const failing = cachedLoader(vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue('ok'));
    await expect(failing('k')).rejects.toThrow('x');
    expect(await failing('k')).toBe('ok');
    get.clear();
  });
  it('runs initial loaders in parallel; a failed one yields undefined and is logged', async () => {
    const log = logger();
    const result = await loadInitial({ navigation: async () => ({ items: 3 }), usp: async () => Promise.reject(new Error('down')) }, log);
    expect(result).toEqual({ navigation: { items: 3 }, usp: undefined });
    expect(log.error).toHaveBeenCalledWith(INITIAL_ERROR, expect.objectContaining({ loader: 'usp' }));
    expect(INITIAL_ERROR).toBe('Error on initial fetching data');
  });
});

describe('content blocks', () => {
  it('reads editors’ links into their parts', () => {
    expect(parseLink('route:service#bestellen')).toEqual({ kind: 'route', screen: 'service', anchor: 'bestellen' });
    expect(parseLink('category:moebel-sofas')).toEqual({ kind: 'category', key: 'moebel-sofas' });
    expect(parseLink('search:rotes sofa')).toEqual({ kind: 'search', term: 'rotes sofa' });
    expect(parseLink('/magazin/wohnen#licht')).toEqual({ kind: 'content', path: '/magazin/wohnen', anchor: 'licht' });
    expect(parseLink('#kopieid')).toEqual({ kind: 'anchor', anchor: 'kopieid' });
    expect(parseLink('https://club.vitrine.example/')).toEqual({ kind: 'external', url: 'https://club.vitrine.example/' });
  });
  it('refuses links that are none of those forms (no script, no other scheme, no protocol-relative)', () => {
    for (const bad of ['javascript:alert(1)', 'http://insecure.example/', '//evil.example/x', 'data:text/html,x', 'route:', '/Pfad mit Leerzeichen', 'mailto:x@y'])
      expect(linkSchema.safeParse(bad).success, bad).toBe(false);
  });
  it('refuses HTML blocks and unknown types: a page is typed blocks only', () => {
    const page = { id: 'x', locale: 'de-DE', kind: 'page', title: 'T', description: 'D' };
    expect(contentPageSchema.safeParse({ ...page, blocks: [{ type: 'html', html: '<b>x</b>' }] }).success).toBe(false);
    expect(contentPageSchema.safeParse({ ...page, blocks: [{ type: 'text', paragraphs: [['ok']] }] }).success).toBe(true);
    expect(contentPageSchema.safeParse({ ...page, blocks: [{ type: 'productRow', heading: 'H', query: {} }] }).success).toBe(false);
  });
  it('lists the links and anchors of a page, inside accordions too', () => {
    const blocks = contentPageSchema.parse({
      id: 'x',
      locale: 'de-DE',
      kind: 'page',
      title: 'T',
      description: 'D',
      blocks: [
        { type: 'heading', level: 2, text: 'H', anchor: 'oben' },
        { type: 'accordion', items: [{ anchor: 'bestellen', title: 'B', blocks: [{ type: 'text', paragraphs: [[{ text: 'AGB', href: 'route:terms' }]] }] }] },
        { type: 'teaserGrid', teasers: [{ title: 'T', href: 'category:mode' }] },
      ],
    }).blocks;
    expect(linksOf(blocks)).toEqual(['route:terms', 'category:mode']);
    expect(anchorsOf(blocks)).toEqual(['oben', 'bestellen']);
  });
});
