export { forwardToGateway as GET, forwardToGateway as POST } from '@vitrine/storefront/forward';
export const dynamic = 'force-dynamic';
