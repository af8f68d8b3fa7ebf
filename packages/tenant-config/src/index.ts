export { ACCOUNT_PAGES, LOCALES, localeSchema, tenantConfigSchema } from './schema';
export type { Locale, TenantConfig, AccountPage } from './schema';
export { deepMerge } from './merge';
export type { DeepPartial } from './merge';
export { defineBaseTenant, defineTenant, validateTenantConfig, TenantConfigError } from './define';
export { TENANT_HEADER } from './header';
export { AB_TEST_NAME, AB_VARIANTS, assignAbVariant, isAbVariant } from './ab-testing';
export type { AbVariant } from './ab-testing';
