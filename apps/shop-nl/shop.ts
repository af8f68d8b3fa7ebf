import { createShop } from '@vitrine/storefront';
import { nlTenant } from '@vitrine/tenant-nl';

export const shop = createShop(nlTenant);
