import type { TenantConfig } from '@vitrine/tenant-config';
import { createBraSizePage } from './screen';

/** The bra-size finder, computed on the server from its GET form (no JavaScript needed). */
export function createScreen(tenant: TenantConfig) {
  return { Page: createBraSizePage(tenant) };
}
