import type { P75Point } from '../vitals/repository';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Colours of the series, told apart by shape of the marker too (not by colour alone). */
const COLOURS = ['#00796b', '#b3261e', '#1d4ed8', '#7c3aed', '#a16207', '#0f766e', '#be185d', '#374151'];
const MARKERS = ['circle', 'square', 'diamond'] as const;

export interface Series {
  key: string;
  label: string;
  points: { at: Date; value: number; count: number }[];
}

/** Groups the p75 points of one metric into series (tenant · page type · device). */
export function seriesOf(points: readonly P75Point[], name: P75Point['name']): Series[] {
  const map = new Map<string, Series>();
  for (const p of points) {
    if (p.name !== name) continue;
    const key = `${p.tenant}|${p.pageType}|${p.deviceType}`;
    let series = map.get(key);
    if (!series) map.set(key, (series = { key, label: `${p.tenant} · ${p.pageType} · ${p.deviceType}`, points: [] }));
    series.points.push({ at: p.bucket, value: p.p75, count: p.count });
  }
  return [...map.values()].sort((a, b) => a.key.localeCompare(b.key));
}

const format = (name: string, value: number) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

function marker(kind: (typeof MARKERS)[number], x: number, y: number, colour: string, title: string): string {
  const t = `<title>${esc(title)}</title>`;
  if (kind === 'square') return `<rect x="${x - 3.5}" y="${y - 3.5}" width="7" height="7" fill="${colour}">${t}</rect>`;
  if (kind === 'diamond') return `<path d="M${x} ${y - 5}L${x + 5} ${y}L${x} ${y + 5}L${x - 5} ${y}Z" fill="${colour}">${t}</path>`;
  return `<circle cx="${x}" cy="${y}" r="4" fill="${colour}">${t}</circle>`;
}

/**
 * A line chart of p75 over time (one line per series) with the metric's "good" threshold as a
 * dashed line, as SVG text: no script, readable by the browser alone. The table next to it holds
 * the same figures for screen readers.
 */
export function lineChart({
  name,
  series,
  from,
  to,
  good,
  width = 760,
  height = 260,
}: {
  name: P75Point['name'];
  series: readonly Series[];
  from: Date;
  to: Date;
  good: number;
  width?: number;
  height?: number;
}): string {
  const m = { top: 16, right: 16, bottom: 36, left: 64 };
  const w = width - m.left - m.right;
  const h = height - m.top - m.bottom;
  const max = Math.max(good * 1.25, ...series.flatMap((s) => s.points.map((p) => p.value))) * 1.05;
  const span = Math.max(1, to.getTime() - from.getTime());
  const x = (at: Date) => m.left + ((at.getTime() - from.getTime()) / span) * w;
  const y = (value: number) => m.top + h - (value / max) * h;
  const parts: string[] = [];
  // Axes and grid: four value lines, a time label per day.
  for (let i = 0; i <= 4; i++) {
    const v = (max / 4) * i;
    parts.push(`<line x1="${m.left}" x2="${m.left + w}" y1="${y(v)}" y2="${y(v)}" stroke="#d4d4d4"/>`);
    parts.push(`<text x="${m.left - 8}" y="${y(v) + 4}" text-anchor="end" font-size="11" fill="#404040">${esc(format(name, v))}</text>`);
  }
  for (let day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1)); day < to; day = new Date(day.getTime() + 86_400_000)) {
    parts.push(`<line x1="${x(day)}" x2="${x(day)}" y1="${m.top}" y2="${m.top + h}" stroke="#ececec"/>`);
    parts.push(`<text x="${x(day)}" y="${m.top + h + 16}" text-anchor="middle" font-size="11" fill="#404040">${day.toISOString().slice(5, 10)}</text>`);
  }
  parts.push(`<line x1="${m.left}" x2="${m.left + w}" y1="${y(good)}" y2="${y(good)}" stroke="#15803d" stroke-width="2" stroke-dasharray="6 4"/>`);
  parts.push(`<text x="${m.left + w}" y="${y(good) - 6}" text-anchor="end" font-size="12" fill="#166534">good under ${esc(format(name, good))}</text>`);
  series.forEach((s, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const kind = MARKERS[Math.floor(i / COLOURS.length) % MARKERS.length]!;
    const sorted = [...s.points].sort((a, b) => a.at.getTime() - b.at.getTime());
    if (sorted.length > 1)
      parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${sorted.map((p) => `${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')}"/>`);
    for (const p of sorted)
      parts.push(marker(kind, x(p.at), y(p.value), colour, `${s.label}: p75 ${format(name, p.value)} at ${p.at.toISOString().slice(0, 13)}:00 (${p.count} reports)`));
  });
  const legend = series.map((s, i) => `<li><span class="swatch" style="background:${COLOURS[i % COLOURS.length]}"></span>${esc(s.label)}</li>`).join('');
  return `<figure><svg role="img" aria-label="p75 ${esc(name)} per hour" viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px">${parts.join('')}</svg><figcaption><ul class="legend">${legend}</ul></figcaption></figure>`;
}

export { esc, format };
