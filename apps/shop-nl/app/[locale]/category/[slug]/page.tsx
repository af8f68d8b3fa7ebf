import { createCategoryPage } from '@vitrine/storefront/category-page';
import { tenant } from '../../../../tenant';

const category = createCategoryPage(tenant);
export default category.CategoryPage;
export const generateMetadata = category.generateMetadata;
