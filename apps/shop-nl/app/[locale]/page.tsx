import { shop } from '../../shop';

export default shop.StorefrontPage;
export const revalidate = 60;
