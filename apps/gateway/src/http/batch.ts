/**
 * Per-request batching of lookups by key (the DataLoader idea, a few lines): every key asked for
 * in the same tick is loaded by one call, and each key once per request. A list of 100 products
 * asking for their services costs one query, not a hundred.
 */
export class Batches {
  private readonly loaders = new Map<string, (key: string) => Promise<unknown>>();

  /** The loader named `name` of this request; `loadMany` gets the distinct keys of one tick. */
  loader<V>(name: string, loadMany: (keys: readonly string[]) => Promise<ReadonlyMap<string, V>>): (key: string) => Promise<V | undefined> {
    const existing = this.loaders.get(name);
    if (existing) return existing as (key: string) => Promise<V | undefined>;
    const cache = new Map<string, Promise<V | undefined>>();
    let pending: { key: string; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = [];
    const flush = async () => {
      const batch = pending;
      pending = [];
      try {
        const found = await loadMany([...new Set(batch.map((p) => p.key))]);
        for (const p of batch) p.resolve(found.get(p.key));
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    };
    const load = (key: string): Promise<V | undefined> => {
      let promise = cache.get(key);
      if (!promise) {
        promise = new Promise<V | undefined>((resolve, reject) => {
          if (pending.length === 0) setImmediate(() => void flush());
          pending.push({ key, resolve, reject });
        });
        cache.set(key, promise);
      }
      return promise;
    };
    this.loaders.set(name, load as (key: string) => Promise<unknown>);
    return load;
  }
}
