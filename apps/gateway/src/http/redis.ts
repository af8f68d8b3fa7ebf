import { createClient } from 'redis';

/**
 * A client of the Redis at `url` (`REDIS_URL`), connecting in the background: a gateway starts and
 * serves while Redis is away, and what uses Redis falls back meanwhile (the rate limits count in
 * memory). Reconnects with a growing pause up to 2 s; an outage is logged when it begins and ends.
 */
export function connectRedis(url: string, log: (line: string) => void) {
  const client = createClient({
    url,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000) },
    // A command while disconnected fails at once instead of waiting in a queue for the reconnection.
    disableOfflineQueue: true,
    pingInterval: 10_000,
  });
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log(`redis: ${error instanceof Error ? error.message : String(error)} (counting in memory until it is back)`);
  });
  client.on('ready', () => {
    if (down) log('redis: connected again');
    down = false;
  });
  void client.connect().catch(() => undefined);
  return client;
}

export type RedisClient = ReturnType<typeof connectRedis>;
