import type { Resolvers } from '../generated/resolvers';

/** Every module's resolvers in one map, type by type (a module adds fields; two never resolve the same one). */
export function mergeResolvers(...parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`${type}.${field} is resolved by two modules`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
