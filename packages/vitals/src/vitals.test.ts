import { describe, expect, it, vi } from 'vitest';
import { createVitalsReporter, deviceTypeOf, rateInteraction, toPayload } from './vitals';

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
  it('ignores every other metric', () => {
    const beacon = vi.fn(() => true);
    const report = createVitalsReporter({ context: ctx, transport: { beacon } });
    for (const name of ['LCP', 'CLS', 'FCP', 'TTFB']) expect(report({ ...inp, name })).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
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
  it('guesses the device from the width (360, 768, 1024)', () => {
    expect(deviceTypeOf(360)).toBe('mobile');
    expect(deviceTypeOf(768)).toBe('tablet');
    expect(deviceTypeOf(1024)).toBe('desktop');
  });
});
