import { createServicePage } from '@vitrine/storefront/service-page';
import { tenant } from '../../../tenant';

const service = createServicePage(tenant);
export default service.ServicePage;
export const generateMetadata = service.generateMetadata;
// Nothing on this page depends on the request: rendered once per locale, then served from the cache.
export const dynamic = 'force-static';
