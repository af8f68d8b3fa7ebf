/** Next's `cacheHandler` for several instances of a shop: the page and data cache in Redis (`REDIS_URL`). */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
export default CacheHandler;
