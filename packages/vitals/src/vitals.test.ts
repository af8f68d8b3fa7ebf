import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createVitalsReporter, deviceTypeOf, parseVitalsPayload, rateInteraction, REPORTED_METRICS, toPayload } from './vitals';

const inp = {
  id: 'v5-1',
  name: 'INP',
  value: 184.4,
  delta: 184.4,
  navigationType: 'navigate',
  attribution: { interactionType: 'pointer', interactionTarget: 'button.vt-button', loadState: 'complete' },
};
const ctx = () => ({ pathname: '/p/sofa-100003', pageType: 'product', deviceType: 'mobile' as const, userAgent: 'UA', connection: '4g', environment: 'test' });

describe('web-vitals reporter (spec §7)', () => {
  it('sends the interaction metric by beacon with the spec payload', () => {
    const beacon = vi.fn(() => true);
    const report = createVitalsReporter({ context: ctx, transport: { beacon } });
    expect(report(inp)).toBe(true);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/vitals');
    expect(JSON.parse(body)).toEqual({
      id: 'v5-1',
      name: 'INP',
      value: 184,
      delta: 184,
      rating: 'good',
      pathname: '/p/sofa-100003',
      interactionType: 'pointer',
      target: 'button.vt-button',
      navigationType: 'navigate',
      userAgent: 'UA',
      pageType: 'product',
      connection: '4g',
      deviceType: 'mobile',
      loadState: 'complete',
      environment: 'test',
    });
  });
  it('sends INP, LCP and CLS (CLS with its decimals) and ignores every other metric', () => {
    const beacon = vi.fn(() => true);
    const report = createVitalsReporter({ context: ctx, transport: { beacon } });
    for (const name of ['FCP', 'TTFB', 'FID']) expect(report({ ...inp, name })).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    expect(report({ ...inp, name: 'LCP', value: 2212.7 })).toBe(true);
    expect(report({ ...inp, name: 'CLS', value: 0.04271, delta: 0.04271, rating: 'good' })).toBe(true);
    const sent = beacon.mock.calls.map((call) => JSON.parse((call as unknown as [string, string])[1]) as { name: string; value: number });
    expect(sent.map((m) => [m.name, m.value])).toEqual([
      ['LCP', 2213],
      ['CLS', 0.0427],
    ]);
  });
  it('sends nothing once consent is withdrawn', () => {
    const beacon = vi.fn(() => true);
    let consent = true;
    const report = createVitalsReporter({ context: ctx, transport: { beacon }, allowed: () => consent });
    expect(report(inp)).toBe(true);
    consent = false;
    expect(report(inp)).toBe(false);
    expect(beacon).toHaveBeenCalledTimes(1);
  });
  it('falls back to fetch with keepalive when the beacon is refused', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const report = createVitalsReporter({ endpoint: '/x', context: ctx, transport: { beacon: () => false, fetch } });
    expect(report(inp)).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/x', expect.objectContaining({ method: 'POST', keepalive: true }));
  });
  it('never throws and says false when it cannot send', () => {
    expect(createVitalsReporter({ context: ctx, transport: {} })(inp)).toBe(false);
    const broken = createVitalsReporter({
      context: () => {
        throw new Error('no window');
      },
      transport: { beacon: () => true },
    });
    expect(broken(inp)).toBe(false);
    const rejecting = createVitalsReporter({ context: ctx, transport: { fetch: () => Promise.reject(new Error('offline')) } });
    expect(rejecting(inp)).toBe(true);
  });
  it('uses the browser transport by default where there is one', () => {
    expect(typeof createVitalsReporter({ context: ctx })).toBe('function');
  });
  it('rates interactions: good under 200 ms', () => {
    expect(rateInteraction(199)).toBe('good');
    expect(rateInteraction(200)).toBe('needs-improvement');
    expect(rateInteraction(500)).toBe('poor');
    expect(toPayload({ ...inp, rating: undefined, value: 650 }, { pathname: '/' }).rating).toBe('poor');
    expect(toPayload({ id: 'x', name: 'INP', value: 1, delta: 1 }, { pathname: '/' })).toMatchObject({ target: null, environment: 'production', deviceType: null });
  });
  it('reads a report back (shop and gateway): the payload it sends, nothing else', () => {
    const sent = toPayload(inp, ctx());
    expect(parseVitalsPayload(JSON.parse(JSON.stringify(sent)))).toEqual(sent);
    expect(parseVitalsPayload({ ...sent, name: 'FCP' })).toBeUndefined();
    expect(parseVitalsPayload({ ...sent, value: -1 })).toBeUndefined();
    expect(parseVitalsPayload({ ...sent, value: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(parseVitalsPayload({ ...sent, name: 'CLS', value: 101 })).toBeUndefined();
    expect(parseVitalsPayload({ ...sent, pathname: 'http://evil' })).toBeUndefined();
    expect(parseVitalsPayload({ ...sent, rating: 'great' })).toBeUndefined();
    expect(parseVitalsPayload({ ...sent, deviceType: 'fridge' })).toBeUndefined();
    expect(parseVitalsPayload({ ...sent, target: 'x'.repeat(301) })).toBeUndefined();
    expect(parseVitalsPayload([sent])).toBeUndefined();
    expect(parseVitalsPayload(null)).toBeUndefined();
  });
  it('accepts every payload the reporter makes (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REPORTED_METRICS),
        fc.double({ min: 0, max: 60_000, noNaN: true }),
        fc.constantFrom('mobile', 'tablet', 'desktop'),
        (name, value, deviceType) => {
          const payload = toPayload({ id: 'v', name, value: name === 'CLS' ? value / 1000 : value, delta: 0, rating: 'good' }, { pathname: '/x', deviceType });
          return parseVitalsPayload(JSON.parse(JSON.stringify(payload))) !== undefined;
        },
      ),
    );
  });
  it('guesses the device from the width (360, 768, 1024)', () => {
    expect(deviceTypeOf(360)).toBe('mobile');
    expect(deviceTypeOf(768)).toBe('tablet');
    expect(deviceTypeOf(1024)).toBe('desktop');
  });
});
