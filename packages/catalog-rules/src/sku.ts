/**
 * A product's or variant's sku as the catalog writes it: 4 to 20 letters or digits. The gateway
 * refuses anything else before it reaches SQL (its migration checks the same pattern); the shop
 * answers a malformed product path with its 404 without asking the gateway.
 */
export const SKU_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/** True for a well-formed sku (it may still name no product). */
export function isSku(value: unknown): value is string {
  return typeof value === 'string' && SKU_PATTERN.test(value);
}
