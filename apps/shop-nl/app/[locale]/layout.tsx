import '@vitrine/storefront/styles.css';
import { shop } from '../../shop';

export default shop.RootLayout;
export const generateStaticParams = shop.generateStaticParams;
export const generateMetadata = shop.layoutMetadata;
