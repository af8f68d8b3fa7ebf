/**
 * Product pictures generated from the sku (nothing is downloaded), 800 × 1000: a gradient, a
 * woven texture and a few soft shapes, different per image number. Detailed enough (about 2 KB)
 * that browsers treat them as real pictures, e.g. as the largest contentful paint.
 */
export function productImageSvg(sku: string, index: number, hue: number): string {
  let seed = (Number(sku.replace(/\D/g, '').slice(-6)) || 1) * 31 + index * 7919;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const h2 = (hue + 40 + index * 25) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = Math.round(rnd() * 800);
    const y = Math.round(rnd() * 1000);
    const r = Math.round(40 + rnd() * 160);
    const h = Math.round((hue + rnd() * 80) % 360);
    const l = Math.round(35 + rnd() * 40);
    const a = (0.12 + rnd() * 0.3).toFixed(2);
    shapes.push(
      i % 3 === 0
        ? `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${Math.round(r * 2.6)}" rx="${Math.round(r / 4)}" fill="hsl(${h} 35% ${l}% / ${a})"/>`
        : `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h} 40% ${l}% / ${a})"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000" role="img" aria-label="Produkt ${sku}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 88%)"/><stop offset="1" stop-color="hsl(${h2} 40% 72%)"/></linearGradient>
<pattern id="w" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(${Math.round(rnd() * 90)})"><path d="M0 12h24M12 0v24" stroke="hsl(${h2} 30% 40% / .12)" stroke-width="3"/></pattern></defs>
<rect width="800" height="1000" fill="url(#g)"/><rect width="800" height="1000" fill="url(#w)"/>
${shapes.join('\n')}
</svg>`;
}
