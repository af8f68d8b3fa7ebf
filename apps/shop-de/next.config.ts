import { createNextConfig } from '@vitrine/next-adapter/next-config';
import { CACHED_PATHS } from './app/cached-screens';

// The cached screens' public paths are routed here for a returning shopper (the proxy leaves them out).
export default createNextConfig({ cachedPaths: CACHED_PATHS });
