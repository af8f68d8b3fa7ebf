import type { TenantConfig } from '@vitrine/tenant-config';
import { createNoOrderNoticePage } from './screen';

/** The no-order notice: why the order was not placed, with the basket intact. */
export function createScreen(tenant: TenantConfig) {
  const { NoOrderNoticePage, generateMetadata } = createNoOrderNoticePage(tenant);
  return { Page: NoOrderNoticePage, generateMetadata };
}
