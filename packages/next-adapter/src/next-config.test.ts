import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedCacheSettings } from './next-config';

const shop = join(import.meta.dirname, '../../../apps/shop-de');

describe('what several instances of a shop share', () => {
  it('keeps Next’s own cache without REDIS_URL (the embedded default)', () => {
    expect(sharedCacheSettings({}, shop)).toEqual({});
  });

  it('names the Redis cache handler, with nothing kept in the instance’s memory, when REDIS_URL is set', () => {
    const settings = sharedCacheSettings({ REDIS_URL: 'redis://127.0.0.1:6379' }, shop);
    expect(settings.cacheHandler).toMatch(/next-adapter\/bin\/cache-handler\.mjs$/);
    expect(existsSync(settings.cacheHandler!)).toBe(true);
    expect(settings.cacheMaxMemorySize).toBe(0);
  });

  it('takes the release’s build and deployment ids when given', async () => {
    const settings = sharedCacheSettings({ VITRINE_BUILD_ID: 'release-42', VITRINE_DEPLOYMENT_ID: 'dpl-42' }, shop);
    expect(await settings.generateBuildId!()).toBe('release-42');
    expect(settings.deploymentId).toBe('dpl-42');
  });
});
