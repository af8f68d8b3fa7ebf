import { expect, test } from './test';
import { SHOPS } from './shops';

// sitemap.xml and robots.txt per shop: the sitemap names only pages that answer 200.
for (const url of [...new Set(SHOPS.map((s) => s.url))]) {
  test(`${url}: robots.txt points to a sitemap whose pages all answer 200`, async ({ request }) => {
    test.setTimeout(180_000);
    const robots = await request.get(`${url}/robots.txt`);
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /s/');
    expect(text).toContain(`Sitemap: ${url}/sitemap.xml`);

    const sitemap = await request.get(`${url}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs.length).toBeGreaterThan(300);
    expect(locs.every((loc) => loc.startsWith(`${url}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    const products = locs.filter((loc) => /\/p\/[^/]+-\d{6}$/.test(loc));
    expect(locs.length - products.length).toBeGreaterThan(5);
    // Every page it names, eight at a time.
    const statuses = new Map<string, number>();
    for (let i = 0; i < locs.length; i += 8) {
      await Promise.all(
        locs.slice(i, i + 8).map(async (loc) => {
          const res = await request.get(loc, { maxRedirects: 0 });
          statuses.set(loc, res.status());
        }),
      );
    }
    expect([...statuses].filter(([, status]) => status !== 200)).toEqual([]);
  });
}
