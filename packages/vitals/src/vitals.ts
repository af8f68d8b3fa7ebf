/** What `web-vitals` (onINP with attribution) hands over; only the fields used here. */
export interface MetricLike {
  id: string;
  name: string;
  value: number;
  delta: number;
  rating?: 'good' | 'needs-improvement' | 'poor';
  navigationType?: string;
  attribution?: { interactionType?: string; interactionTarget?: string; loadState?: string };
}

/** The payload of spec §3 ("Performance metric payload"). */
export interface VitalsPayload {
  id: string;
  name: string;
  value: number;
  delta: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  pathname: string;
  interactionType: string | null;
  target: string | null;
  navigationType: string | null;
  userAgent: string | null;
  pageType: string | null;
  connection: string | null;
  deviceType: 'mobile' | 'tablet' | 'desktop' | null;
  loadState: string | null;
  environment: string;
}

export interface VitalsContext {
  pathname: string;
  pageType?: string;
  deviceType?: 'mobile' | 'tablet' | 'desktop';
  environment?: string;
  userAgent?: string;
  connection?: string;
}

export interface Transport {
  /** `navigator.sendBeacon`; answers false when the browser refused to queue it. */
  beacon?: (url: string, body: Blob | string) => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

export interface VitalsReporterOptions {
  /** Default `/api/vitals`. */
  endpoint?: string;
  /** Which metrics are sent. Default {@link REPORTED_METRICS} (INP, LCP, CLS). */
  metrics?: readonly string[];
  /** Asked before each send: false drops the report (consent withdrawn). Default: always. */
  allowed?: () => boolean;
  /** Called per report: where the shopper is. */
  context: () => VitalsContext;
  /** Default: the browser's sendBeacon and fetch. */
  transport?: Transport;
}

/** Interaction to Next Paint: good under 200 ms, poor from 500 ms (spec §9: good under 200). */
export function rateInteraction(ms: number): 'good' | 'needs-improvement' | 'poor' {
  return ms < 200 ? 'good' : ms < 500 ? 'needs-improvement' : 'poor';
}

/** The device class of a viewport width, with the decisions' guesses (360, 768, 1024). */
export function deviceTypeOf(width: number): 'mobile' | 'tablet' | 'desktop' {
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

/** The metrics the shop reports: the interaction metric of the spec, and LCP and CLS for the operations page. */
export const REPORTED_METRICS = ['INP', 'LCP', 'CLS'] as const;
export type ReportedMetric = (typeof REPORTED_METRICS)[number];

/** Thresholds of "good" per metric (web.dev): INP under 200 ms (spec §9), LCP under 2500 ms, CLS under 0.1. */
export const GOOD_THRESHOLDS: Record<ReportedMetric, number> = { INP: 200, LCP: 2500, CLS: 0.1 };

/** Milliseconds are whole; CLS is a score and keeps four decimals. */
const precise = (name: string, value: number) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

export function toPayload(metric: MetricLike, ctx: VitalsContext): VitalsPayload {
  return {
    id: metric.id,
    name: metric.name,
    value: precise(metric.name, metric.value),
    delta: precise(metric.name, metric.delta),
    rating: metric.rating ?? rateInteraction(metric.value),
    pathname: ctx.pathname,
    interactionType: metric.attribution?.interactionType ?? null,
    target: metric.attribution?.interactionTarget ?? null,
    navigationType: metric.navigationType ?? null,
    userAgent: ctx.userAgent ?? null,
    pageType: ctx.pageType ?? null,
    connection: ctx.connection ?? null,
    deviceType: ctx.deviceType ?? null,
    loadState: metric.attribution?.loadState ?? null,
    environment: ctx.environment ?? 'production',
  };
}

function browserTransport(): Transport {
  const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, body: Blob | string) => boolean } }).navigator;
  const transport: Transport = {};
  if (nav?.sendBeacon) transport.beacon = nav.sendBeacon.bind(nav);
  if (typeof globalThis.fetch === 'function') transport.fetch = globalThis.fetch.bind(globalThis);
  return transport;
}

/**
 * Returns the function to hand to `onINP`, `onLCP` and `onCLS` (web-vitals). Other metrics are
 * ignored. Sends by beacon, else by fetch with keepalive; never throws.
 */
export function createVitalsReporter({
  endpoint = '/api/vitals',
  context,
  transport = browserTransport(),
  metrics = REPORTED_METRICS,
  allowed = () => true,
}: VitalsReporterOptions) {
  return function report(metric: MetricLike): boolean {
    if (!metrics.includes(metric.name) || !allowed()) return false;
    try {
      const body = JSON.stringify(toPayload(metric, context()));
      if (transport.beacon?.(endpoint, body)) return true;
      if (transport.fetch) {
        void transport.fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
        return true;
      }
    } catch {
      // Reporting must never break the page.
    }
    return false;
  };
}

const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
const DEVICES = ['mobile', 'tablet', 'desktop'] as const;

/**
 * Reads a report sent to `/api/vitals` (the shop's route and the gateway both check it with this):
 * the metric one of {@link REPORTED_METRICS}, numbers finite and in range, strings bounded.
 * Anything else is `undefined`.
 */
export function parseVitalsPayload(value: unknown): VitalsPayload | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const text = (key: string, max: number): string | null | undefined => {
    const x = v[key];
    if (x === null || x === undefined) return null;
    return typeof x === 'string' && x.length <= max ? x : undefined;
  };
  const name = v.name;
  if (typeof name !== 'string' || !(REPORTED_METRICS as readonly string[]).includes(name)) return undefined;
  const max = name === 'CLS' ? 100 : 600_000;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= max ? x : undefined);
  const id = text('id', 100);
  const pathname = text('pathname', 500);
  const rating = v.rating;
  const deviceType = v.deviceType ?? null;
  const value_ = num(v.value);
  const delta = num(v.delta);
  if (!id || !pathname || !pathname.startsWith('/') || value_ === undefined || value_ < 0 || delta === undefined) return undefined;
  if (typeof rating !== 'string' || !(RATINGS as readonly string[]).includes(rating)) return undefined;
  if (deviceType !== null && !(DEVICES as readonly unknown[]).includes(deviceType)) return undefined;
  const fields = { interactionType: 40, target: 300, navigationType: 40, userAgent: 400, pageType: 40, connection: 20, loadState: 40, environment: 20 } as const;
  const out: Record<string, string | null> = {};
  for (const [key, limit] of Object.entries(fields)) {
    const read = text(key, limit);
    if (read === undefined) return undefined;
    out[key] = read;
  }
  return {
    id,
    name,
    value: value_,
    delta,
    rating: rating as VitalsPayload['rating'],
    pathname,
    interactionType: out.interactionType ?? null,
    target: out.target ?? null,
    navigationType: out.navigationType ?? null,
    userAgent: out.userAgent ?? null,
    pageType: out.pageType ?? null,
    connection: out.connection ?? null,
    deviceType: deviceType as VitalsPayload['deviceType'],
    loadState: out.loadState ?? null,
    environment: out.environment ?? 'production',
  };
}
