/**
 * The header in which a shop's server tells the gateway which tenant it serves (`base`, `ch`,
 * `nl`, …); the gateway loads that tenant's configuration. A browser's own value is dropped by the
 * shop's forwarder: only the shop's server sets it.
 */
export const TENANT_HEADER = 'x-vitrine-tenant';
