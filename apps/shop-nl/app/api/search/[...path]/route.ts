export { forwardSearch as GET, forwardSearch as POST } from '@vitrine/storefront/search-api';
export const dynamic = 'force-dynamic';
