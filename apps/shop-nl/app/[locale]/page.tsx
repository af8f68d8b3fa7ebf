import { createStorefrontPage } from '@vitrine/storefront/storefront-page';
import { tenant } from '../../tenant';

export default createStorefrontPage(tenant);
export const revalidate = 60;
