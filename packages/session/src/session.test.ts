import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type Clock, createSession, type KeyManager, type SessionStore, type TabLock } from './session';
import type { SessionInfo } from './token';

/** A clock whose timers run only when the test advances time. */
function fakeClock(start = 1_000_000_000_000) {
  let now = start;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(++id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  return {
    clock,
    pending: () => [...timers.values()].map((t) => t.at - now),
    async advance(ms: number) {
      now += ms;
      for (const [key, t] of [...timers.entries()].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now) {
          timers.delete(key);
          t.fn();
          await new Promise((r) => setTimeout(r, 0));
        }
      }
    },
  };
}

function keyManager(clock: Clock, lifetimeSeconds = 3600, type = 0) {
  const calls = { fetch: 0, invalidate: 0 };
  const manager: KeyManager = {
    fetchKey: vi.fn(async () => {
      calls.fetch++;
      return { exp: Math.floor(clock.now() / 1000) + lifetimeSeconds, type };
    }),
    invalidate: vi.fn(async () => void calls.invalidate++),
  };
  return { manager, calls };
}

describe('session lifecycle (spec §4)', () => {
  it('requests a key on start and schedules the refresh 1800 s before expiry', async () => {
    const t = fakeClock();
    const { manager, calls } = keyManager(t.clock, 3600);
    const session = createSession({ keyManager: manager, clock: t.clock, lock: undefined as never });
    const info = await session.start();
    expect(calls.fetch).toBe(1);
    expect(info.exp).toBe(Math.floor(t.clock.now() / 1000) + 3600);
    expect(t.pending()).toEqual([1800 * 1000]);
    await t.advance(1800 * 1000);
    expect(calls.fetch).toBe(2);
    expect(calls.invalidate).toBe(1);
  });

  it('invalidates and renews a stored key that expires within 1800 s', async () => {
    const t = fakeClock();
    const { manager, calls } = keyManager(t.clock, 7200);
    const soon: SessionInfo = { exp: Math.floor(t.clock.now() / 1000) + 1799, type: 0 };
    let stored: SessionInfo | undefined = soon;
    const store: SessionStore = { get: () => stored, set: (i) => void (stored = i) };
    const session = createSession({ keyManager: manager, clock: t.clock, store });
    await session.start();
    expect(calls.invalidate).toBe(1);
    expect(calls.fetch).toBe(1);
    expect(stored!.exp).toBe(Math.floor(t.clock.now() / 1000) + 7200);
  });

  it('keeps a stored key with more than 1800 s left', async () => {
    const t = fakeClock();
    const { manager, calls } = keyManager(t.clock);
    const fresh: SessionInfo = { exp: Math.floor(t.clock.now() / 1000) + 1801, type: 2 };
    const session = createSession({ keyManager: manager, clock: t.clock, store: { get: () => fresh, set: () => undefined } });
    expect(await session.start()).toEqual(fresh);
    expect(calls.fetch).toBe(0);
  });

  it('lets concurrent callers share one request', async () => {
    const t = fakeClock();
    const { manager, calls } = keyManager(t.clock);
    const session = createSession({ keyManager: manager, clock: t.clock });
    const [a, b, c] = await Promise.all([session.get(), session.get(), session.start()]);
    expect(calls.fetch).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('renews on a session-changed event even when the key is fresh', async () => {
    const t = fakeClock();
    const { manager, calls } = keyManager(t.clock);
    const onChange = vi.fn();
    const session = createSession({ keyManager: manager, clock: t.clock, onChange });
    await session.start();
    await t.advance(1000);
    await session.changed();
    expect(calls.fetch).toBe(2);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('lets one tab refresh: the next tab finds the shared fresh key', async () => {
    const t = fakeClock();
    const { manager, calls } = keyManager(t.clock);
    let stored: SessionInfo | undefined;
    const store: SessionStore = { get: () => stored, set: (i) => void (stored = i) };
    let queue = Promise.resolve();
    const lock: TabLock = {
      request: (_name, fn) => {
        const run = queue.then(fn);
        queue = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    };
    const tabA = createSession({ keyManager: manager, clock: t.clock, store, lock });
    const tabB = createSession({ keyManager: manager, clock: t.clock, store, lock });
    await Promise.all([tabA.get(), tabB.get()]);
    expect(calls.fetch).toBe(1);
  });

  it('reports a failed scheduled refresh and tries again on the next call', async () => {
    const t = fakeClock();
    const { manager } = keyManager(t.clock, 3600);
    const onError = vi.fn();
    const session = createSession({ keyManager: manager, clock: t.clock, onError });
    await session.start();
    vi.mocked(manager.fetchKey).mockRejectedValueOnce(new Error('key manager down'));
    await t.advance(1800 * 1000);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'key manager down' }));
    await expect(session.get()).resolves.toMatchObject({ type: 0 });
  });

  it('refuses a key without a valid expiry', async () => {
    const t = fakeClock();
    const session = createSession({ keyManager: { fetchKey: async () => ({ exp: 'soon' }) }, clock: t.clock });
    await expect(session.start()).rejects.toThrow(/valid expiry/);
  });

  it('stops its timer', async () => {
    const t = fakeClock();
    const { manager } = keyManager(t.clock);
    const session = createSession({ keyManager: manager, clock: t.clock });
    await session.start();
    session.stop();
    expect(t.pending()).toEqual([]);
  });

  it('never schedules a refresh in the past or beyond the timer limit (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -10_000, max: 60 * 86_400 }), async (lifetime) => {
        const t = fakeClock();
        const { manager } = keyManager(t.clock, lifetime);
        const session = createSession({ keyManager: manager, clock: t.clock });
        await session.start().catch(() => undefined);
        for (const delay of t.pending()) {
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThanOrEqual(2 ** 31 - 1);
        }
        session.stop();
      }),
      { numRuns: 50 },
    );
  });
});
