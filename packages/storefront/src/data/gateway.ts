import { createGatewayClient, type GatewayClient } from '@vitrine/graphql-client';

let server: GatewayClient | undefined;
let browser: GatewayClient | undefined;

/** Server side: the gateway's own address (GATEWAY_URL, default http://127.0.0.1:4000) in front. */
export function serverGateway(): GatewayClient {
  server ??= createGatewayClient({ serverHost: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000' });
  return server;
}

/** Browser side: the app's own /api/gateway/, which Next forwards to the gateway. */
export function browserGateway(): GatewayClient {
  browser ??= createGatewayClient();
  return browser;
}

/** Static-first: cached pages revalidate after this many seconds, or at once by tag. */
export const REVALIDATE_SECONDS = 60;
