import { GOOD_THRESHOLDS, REPORTED_METRICS } from '@vitrine/vitals';
import type { ZeroResultTerm } from '../search/analytics';
import type { P75Point } from '../vitals/repository';
import { esc, format, lineChart, seriesOf } from './charts';

export interface DraftLink {
  tenant: string;
  locale: string;
  id: string;
  title: string;
  href: string;
}

export interface Filters {
  tenant?: string | undefined;
  pageType?: string | undefined;
  device?: string | undefined;
}

const select = (name: string, label: string, values: readonly string[], chosen: string | undefined) =>
  `<label>${esc(label)} <select name="${name}"><option value="">all</option>${values
    .map((v) => `<option${v === chosen ? ' selected' : ''}>${esc(v)}</option>`)
    .join('')}</select></label>`;

/**
 * The operations page (loopback only): p75 of INP, LCP and CLS per tenant, page type and device
 * as charts over the last week with the "good" line, the same figures as tables, and the editors'
 * drafts with their preview links, the A/B tests' exposures. One HTML answer, no script.
 */
export interface ExposureCount {
  tenant: string;
  test: string;
  variant: string;
  visitors: number;
  views: number;
}

export function operationsPage({
  points,
  from,
  to,
  filters,
  drafts,
  exposures = [],
  zeroResults = [],
  searchTotals = [],
}: {
  points: readonly P75Point[];
  from: Date;
  to: Date;
  filters: Filters;
  drafts: readonly DraftLink[];
  /** Visitors and views per A/B test and variant. */
  exposures?: readonly ExposureCount[];
  /** The week's searches without results (which synonyms the editors should add), and the totals. */
  zeroResults?: readonly ZeroResultTerm[];
  searchTotals?: readonly { tenant: string; locale: string; searches: number; zeroResults: number }[];
}): string {
  const all = {
    tenant: [...new Set(points.map((p) => p.tenant))].sort(),
    pageType: [...new Set(points.map((p) => p.pageType))].sort(),
    device: [...new Set(points.map((p) => p.deviceType))].sort(),
  };
  const shown = points.filter(
    (p) => (!filters.tenant || p.tenant === filters.tenant) && (!filters.pageType || p.pageType === filters.pageType) && (!filters.device || p.deviceType === filters.device),
  );
  const sections = REPORTED_METRICS.map((name) => {
    const series = seriesOf(shown, name);
    const latest = series.map((s) => {
      const last = s.points.at(-1)!;
      const reports = s.points.reduce((sum, p) => sum + p.count, 0);
      const good = last.value < GOOD_THRESHOLDS[name];
      return `<tr><th scope="row">${esc(s.label)}</th><td>${esc(format(name, last.value))}</td><td>${good ? 'good' : 'needs work'}</td><td>${reports}</td></tr>`;
    });
    return `<section aria-labelledby="h-${name}"><h2 id="h-${name}">${name} (p75)</h2>${
      series.length
        ? `${lineChart({ name, series, from, to, good: GOOD_THRESHOLDS[name] })}<table><caption>Latest hour with reports, per series</caption><thead><tr><th scope="col">tenant · page type · device</th><th scope="col">p75</th><th scope="col">against "good under ${esc(format(name, GOOD_THRESHOLDS[name]))}"</th><th scope="col">reports this week</th></tr></thead><tbody>${latest.join('')}</tbody></table>`
        : '<p>No reports this week.</p>'
    }</section>`;
  });
  const draftRows = drafts.length
    ? `<ul>${drafts.map((d) => `<li><a href="${esc(d.href)}" target="_blank" rel="noopener">${esc(d.title)}</a> <small>(${esc(d.tenant)}, ${esc(d.locale)}, ${esc(d.id)})</small></li>`).join('')}</ul>`
    : '<p>No drafts.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Vitrine operations</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#171717;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem}table{border-collapse:collapse;margin-top:.5rem}th,td{border:1px solid #d4d4d4;padding:.25rem .5rem;text-align:left}
caption{text-align:left;font-weight:600}.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;font-size:.875rem}.swatch{display:inline-block;width:.8rem;height:.8rem;margin-right:.35rem;border-radius:2px}
form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end}select,button{font:inherit;padding:.25rem .5rem}a{color:#00695c}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head><body><main><h1>Vitrine operations</h1>
<p>Web vitals the shoppers' browsers reported (with their consent), the 75th percentile per hour from ${esc(from.toISOString().slice(0, 16))} to ${esc(to.toISOString().slice(0, 16))} UTC.</p>
<form method="get" action="/ops">${select('tenant', 'Tenant', all.tenant, filters.tenant)}${select('pageType', 'Page type', all.pageType, filters.pageType)}${select('device', 'Device', all.device, filters.device)}<button type="submit">Show</button></form>
${sections.join('\n')}
<section aria-labelledby="h-ab"><h2 id="h-ab">A/B tests</h2>${
    exposures.length
      ? `<table><caption>Exposures per test and variant</caption><thead><tr><th scope="col">tenant</th><th scope="col">test</th><th scope="col">variant</th><th scope="col">visitors</th><th scope="col">views</th></tr></thead><tbody>${exposures
          .map((e) => `<tr><td>${esc(e.tenant)}</td><td>${esc(e.test)}</td><td>${esc(e.variant)}</td><td>${e.visitors}</td><td>${e.views}</td></tr>`)
          .join('')}</tbody></table>`
      : '<p>No exposures yet.</p>'
  }</section>
<section aria-labelledby="h-search"><h2 id="h-search">Searches without results</h2><p>The last seven days: the terms shoppers searched for that found nothing, most often first. Add a synonym to the tenant's <code>search/synonyms-&lt;language&gt;.json</code> for a word the catalog says differently.</p>${
    searchTotals.length
      ? `<table><caption>Searches per tenant and locale</caption><thead><tr><th scope="col">tenant</th><th scope="col">locale</th><th scope="col">searches</th><th scope="col">without results</th></tr></thead><tbody>${searchTotals
          .map(
            (t) =>
              `<tr><td>${esc(t.tenant)}</td><td>${esc(t.locale)}</td><td>${t.searches}</td><td>${t.zeroResults} (${t.searches ? Math.round((100 * t.zeroResults) / t.searches) : 0} %)</td></tr>`,
          )
          .join('')}</tbody></table>`
      : ''
  }${
    zeroResults.length
      ? `<table><caption>Top terms without results</caption><thead><tr><th scope="col">tenant</th><th scope="col">locale</th><th scope="col">term</th><th scope="col">searches without results</th><th scope="col">searches</th></tr></thead><tbody>${zeroResults
          .map((z) => `<tr><td>${esc(z.tenant)}</td><td>${esc(z.locale)}</td><td>${esc(z.term)}</td><td>${z.zeroResults}</td><td>${z.searches}</td></tr>`)
          .join('')}</tbody></table>`
      : '<p>No search without results this week.</p>'
  }</section>
<section aria-labelledby="h-drafts"><h2 id="h-drafts">Drafts</h2><p>Preview links open a draft in its shop (valid for eight hours).</p>${draftRows}</section>
</main></body></html>`;
}
