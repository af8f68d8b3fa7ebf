import { deepMerge, type DeepPartial } from './merge';
import { tenantConfigSchema, type TenantConfig } from './schema';

/** Thrown when a tenant configuration is invalid; the message names every offending field. */
export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
  constructor(
    readonly tenant: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(`Invalid tenant configuration "${tenant}":\n${issues.map((i) => `  - ${i.path}: ${i.message}`).join('\n')}`);
  }
}

/** Validates a complete configuration; throws {@link TenantConfigError} naming the fields. */
export function validateTenantConfig(config: unknown, tenant = 'unknown'): TenantConfig {
  const result = tenantConfigSchema.safeParse(config);
  if (result.success) return result.data;
  throw new TenantConfigError(
    tenant,
    result.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })),
  );
}

/** Defines the base configuration: validated at import time, so a bad value fails the build. */
export function defineBaseTenant(config: TenantConfig): TenantConfig {
  return Object.freeze(validateTenantConfig(config, config.key)) as TenantConfig;
}

/** Defines a tenant as an override deep-merged over `base` (arrays replace), then validated. */
export function defineTenant(base: TenantConfig, override: DeepPartial<TenantConfig> & { key: string }): TenantConfig {
  return Object.freeze(validateTenantConfig(deepMerge(base, override), override.key)) as TenantConfig;
}
