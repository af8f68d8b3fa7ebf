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

export function toPayload(metric: MetricLike, ctx: VitalsContext): VitalsPayload {
  return {
    id: metric.id,
    name: metric.name,
    value: Math.round(metric.value),
    delta: Math.round(metric.delta),
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
 * Returns the function to hand to `onINP` (web-vitals). Other metrics are ignored (spec §7: the
 * interaction metric only). Sends by beacon, else by fetch with keepalive; never throws.
 */
export function createVitalsReporter({ endpoint = '/api/vitals', context, transport = browserTransport() }: VitalsReporterOptions) {
  return function report(metric: MetricLike): boolean {
    if (metric.name !== 'INP') return false;
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
