import { createGatewayClient, type GatewayClient } from '@vitrine/graphql-client';

let browser: GatewayClient | undefined;

/** Browser side: the app's own /api/gateway/, which the shop's server forwards with the visitor and tenant. */
export function browserGateway(): GatewayClient {
  browser ??= createGatewayClient();
  return browser;
}

/** Static-first: cached pages revalidate after this many seconds, or at once by tag. */
export const REVALIDATE_SECONDS = 60;
