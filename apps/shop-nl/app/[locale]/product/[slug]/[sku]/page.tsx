import { shop } from '../../../../../shop';

export default shop.ProductPage;
export const generateMetadata = shop.productMetadata;
export const revalidate = 60;
export const generateStaticParams = shop.generateStaticParams;
