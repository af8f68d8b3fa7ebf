import type { TenantConfig } from '@vitrine/tenant-config';
import { ContentBucket } from './bucket';

const buckets = new Map<string, ContentBucket>();

/** The tenant's bucket (one per tenant and process: it keeps the parsed files by their mtime). */
export function bucketOf(tenant: TenantConfig): ContentBucket {
  let bucket = buckets.get(tenant.key);
  if (!bucket) buckets.set(tenant.key, (bucket = new ContentBucket(tenant)));
  return bucket;
}
