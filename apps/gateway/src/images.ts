/**
 * Product pictures generated from the sku (nothing is downloaded): a calm gradient with a soft
 * shape, different per image number, 800 × 1000.
 */
export function productImageSvg(sku: string, index: number, hue: number): string {
  const h2 = (hue + 40 + index * 25) % 360;
  const cx = 200 + ((Number(sku.slice(-2)) * 37 + index * 90) % 400);
  const cy = 300 + ((Number(sku.slice(-3, -1)) * 53 + index * 70) % 400);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000" role="img" aria-label="Produkt ${sku}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 88%)"/><stop offset="1" stop-color="hsl(${h2} 40% 72%)"/></linearGradient></defs>
<rect width="800" height="1000" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${180 + index * 20}" fill="hsl(${hue} 35% 45% / .35)"/>
<rect x="${cx - 120}" y="${cy + 120}" width="240" height="320" rx="40" fill="hsl(${h2} 30% 35% / .3)"/>
</svg>`;
}
