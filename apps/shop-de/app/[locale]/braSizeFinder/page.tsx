import { createBraSizePage } from '@vitrine/storefront/bra-size-page';
import { tenant } from '../../../tenant';

export default createBraSizePage(tenant);
// The answer depends on the query string (the form's measurements): rendered per request.
export const dynamic = 'force-dynamic';
