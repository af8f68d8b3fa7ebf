import { SESSION_CHANGED_EVENT } from './events';
import { type SessionInfo, readSessionInfo } from './token';

export { SESSION_CHANGED_EVENT };

/** Where session keys come from (the API key manager of spec §7). */
export interface KeyManager {
  /** Requests a new key; answers its session fields (or an object they can be read from). */
  fetchKey(): Promise<unknown>;
  /** Invalidates the current key before a new one is fetched (optional). */
  invalidate?(): Promise<void>;
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Lets one tab refresh while the others wait (e.g. `navigator.locks`). */
export interface TabLock {
  request<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/** Shared between tabs, so that a tab finding a fresh key does not fetch another. */
export interface SessionStore {
  get(): SessionInfo | undefined;
  set(info: SessionInfo): void;
}

export interface SessionOptions {
  keyManager: KeyManager;
  /** Seconds before expiry at which a key is renewed. Default 1800 (spec §4). */
  refreshMarginSeconds?: number;
  /** Default: the real clock. */
  clock?: Clock;
  /** Default: `navigator.locks` where it exists, else none. */
  lock?: TabLock;
  /** Default: none (this tab only). */
  store?: SessionStore;
  /** Called with every new key. */
  onChange?: (info: SessionInfo) => void;
  /** Called when a scheduled refresh fails; the session tries again at the next call. */
  onError?: (error: unknown) => void;
}

export interface Session {
  /** Requests a key on start, or renews one that expires within the margin; schedules the refresh. */
  start(): Promise<SessionInfo>;
  /** The current key; renews it first when it expires within the margin. Concurrent callers share one request. */
  get(): Promise<SessionInfo>;
  /** A session-changed event (login, logout): renew now. */
  changed(): Promise<SessionInfo>;
  /** Cancels the scheduled refresh. */
  stop(): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function browserLock(): TabLock | undefined {
  const locks = (globalThis as { navigator?: { locks?: { request(name: string, fn: () => Promise<unknown>): Promise<unknown> } } }).navigator?.locks;
  if (!locks) return undefined;
  return { request: (name, fn) => locks.request(name, fn) as never };
}

/** The longest delay a timer takes reliably (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createSession(options: SessionOptions): Session {
  const { keyManager, refreshMarginSeconds = 1800, clock = realClock, store, onChange, onError } = options;
  const lock = options.lock ?? browserLock();
  let current: SessionInfo | undefined;
  let inFlight: Promise<SessionInfo> | undefined;
  let timer: unknown;
  let stopped = false;

  const expiresSoon = (info: SessionInfo | undefined) => !info || info.exp * 1000 - clock.now() <= refreshMarginSeconds * 1000;

  function schedule(info: SessionInfo) {
    if (timer !== undefined) clock.clearTimeout(timer);
    if (stopped) return;
    const delay = Math.max(0, Math.min(MAX_TIMER_MS, info.exp * 1000 - refreshMarginSeconds * 1000 - clock.now()));
    timer = clock.setTimeout(() => {
      timer = undefined;
      renew(true).catch((error: unknown) => onError?.(error));
    }, delay);
  }

  function accept(info: SessionInfo): SessionInfo {
    const changed = !current || current.exp !== info.exp || current.type !== info.type || current.cc !== info.cc;
    current = info;
    schedule(info);
    if (changed) onChange?.(info);
    return info;
  }

  async function fetchFresh(force: boolean): Promise<SessionInfo> {
    // Another tab may have renewed while this one waited for the lock.
    const shared = store?.get();
    if (!force && shared && !expiresSoon(shared)) return shared;
    if (current || shared) await keyManager.invalidate?.();
    const info = readSessionInfo(await keyManager.fetchKey());
    if (!info) throw new Error('The key manager answered without a valid expiry');
    store?.set(info);
    return info;
  }

  function renew(force: boolean): Promise<SessionInfo> {
    inFlight ??= (async () => {
      try {
        const info = lock ? await lock.request('vitrine-session', () => fetchFresh(force)) : await fetchFresh(force);
        return accept(info);
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  return {
    async start() {
      stopped = false;
      const shared = store?.get();
      if (shared && !expiresSoon(shared)) return accept(shared);
      return renew(false);
    },
    async get() {
      if (inFlight) return inFlight;
      if (current && !expiresSoon(current)) return current;
      return renew(false);
    },
    changed: () => renew(true),
    stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
