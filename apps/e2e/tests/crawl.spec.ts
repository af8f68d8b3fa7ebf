import { expect, test } from './test';
import { SHOPS } from './shops';

/** How many pages one locale's crawl asks for at most (the storefront, what it links, and what those link). */
const MAX_PAGES = 120;

/** Internal links of an HTML answer: same-origin paths, without their fragment; API and framework files left out. */
function linksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/_next/') && !href.startsWith('/api/')).map((href) => href.split('#')[0]!);
}

for (const shop of SHOPS) {
  test(`${shop.name} ${shop.locale}: every internal link the shop prints answers below 400`, async ({ request }) => {
    test.setTimeout(180_000);
    const start = shop.prefix || '/';
    const seen = new Set<string>([start]);
    const broken: string[] = [];
    let queue = [start];
    // Two levels deep: every link of the storefront, and every link of the pages it links to.
    for (let depth = 0; depth < 3 && queue.length && seen.size <= MAX_PAGES; depth++) {
      const next: string[] = [];
      for (const path of queue) {
        const response = await request.get(`${shop.url}${path}`, { maxRedirects: 5 });
        if (response.status() >= 400) {
          broken.push(`${response.status()} ${path}`);
          continue;
        }
        if (depth === 2 || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
        for (const link of linksOf(await response.text())) {
          // Another locale's pages are crawled by that locale's run.
          if (shop.prefix ? !link.startsWith(shop.prefix) : /^\/fr(\/|$)/.test(link)) continue;
          if (seen.has(link) || seen.size > MAX_PAGES) continue;
          seen.add(link);
          next.push(link);
        }
      }
      queue = next;
    }
    // The crawl reached the shop's screens, not just the start page.
    expect(seen.size).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });
}

test('a file the proxy leaves alone (favicon.ico) answers 404 in every shop, never a server error', async ({ request }) => {
  const shops = [...new Set(SHOPS.map((s) => s.url))];
  expect(shops.length).toBeGreaterThan(0);
  for (const url of shops) expect((await request.get(`${url}/favicon.ico`)).status(), url).toBe(404);
});
