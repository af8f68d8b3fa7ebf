import { createShop } from '@vitrine/storefront';
import { baseTenant } from '@vitrine/tenant-base';

export const shop = createShop(baseTenant);
