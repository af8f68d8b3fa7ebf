import '@vitrine/storefront/styles.css';
import { createLayoutMetadata, createRootLayout } from '@vitrine/storefront/layout';
import { tenant } from '../../tenant';

export default createRootLayout(tenant);
export const generateMetadata = createLayoutMetadata(tenant);
export { generateStaticParams } from '@vitrine/storefront/missing-page';
