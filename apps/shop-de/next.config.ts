import { createNextConfig } from '@vitrine/storefront/next-config';

export default createNextConfig();
