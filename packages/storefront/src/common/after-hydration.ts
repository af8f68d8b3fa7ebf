import { useEffect, useState } from 'react';

/**
 * What `load` answers, once the page is interactive (null before, and if it fails): for a client
 * part whose code is not in the page's first load. Pass a function made once (module level).
 */
export function useAfterHydration<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let mounted = true;
    load().then(
      (value) => mounted && setLoaded({ value }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return loaded ? loaded.value : null;
}
