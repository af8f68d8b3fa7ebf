import type { Route } from '../../http/router';
import { productImageSvg } from './images';

/** The generated product pictures: `/api/images/{sku}/{n}.svg` (1 to the product's image count). */
export const imageRoutes: Route[] = [
  {
    path: /^\/api\/images\/([A-Za-z0-9]{4,20})\/([1-8])\.svg$/,
    fuzz: {
      requests: [
        { method: 'GET', path: '/api/images/100000/1.svg', params: ['w', 'h'] },
        { method: 'GET', path: '/api/images/ZZZZ9999/8.svg' },
      ],
    },
    async handle({ db }, _req, res, match) {
      const [row] = await db.query<{ hue: number; image_count: number }>('select hue, image_count from products where sku = $1', [match[1]]);
      if (!row || Number(match[2]) > row.image_count) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('no such image');
        return;
      }
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400, immutable' });
      res.end(productImageSvg(match[1]!, Number(match[2]), row.hue));
    },
  },
];
