// Next.js plumbing of a Vitrine shop: the only package that imports next/server and next/headers.
export { gatewayUrl } from './env';
export { createGatewayHandlers, forwardToGateway } from './forward';
export { gatewayRequest, serverGateway } from './gateway-client';
export { initLingui } from './i18n-server';
export { createProxy, MISSING_SEGMENT } from './proxy';
export { visitorOf } from './visitor';
export type { RequestVisitor } from './visitor';
export { visitorId } from './visitor-server';
