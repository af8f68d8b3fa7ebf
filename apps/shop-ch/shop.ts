import { createShop } from '@vitrine/storefront';
import { chTenant } from '@vitrine/tenant-ch';

export const shop = createShop(chTenant);
