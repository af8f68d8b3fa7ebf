/**
 * The environment a shop's server reads, in one place. Read at run time, never baked into a build,
 * so one build runs against any gateway.
 */

/** The gateway's address as the shop's server reaches it: `GATEWAY_URL`, default `http://127.0.0.1:4000`, no trailing slash. */
export function gatewayUrl(): string {
  return (process.env.GATEWAY_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
}
