import { createBraSizePage } from '@vitrine/storefront/bra-size-page';
import { tenant } from '../../../tenant';

export default createBraSizePage(tenant);
