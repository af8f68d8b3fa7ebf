export { forwardToGateway as GET } from '@vitrine/storefront/forward';
export const dynamic = 'force-dynamic';
