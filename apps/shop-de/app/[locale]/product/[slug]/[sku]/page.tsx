import { createProductPage } from '@vitrine/storefront/product-page';
import { tenant } from '../../../../../tenant';

const product = createProductPage(tenant);
export default product.ProductPage;
export const generateMetadata = product.generateMetadata;
export { generateStaticParams } from '@vitrine/storefront/missing-page';
export const revalidate = 60;
