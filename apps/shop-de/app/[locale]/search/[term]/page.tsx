import { createSearchPage } from '@vitrine/storefront/search-page';
import { tenant } from '../../../../tenant';

const search = createSearchPage(tenant);
export default search.SearchPage;
export const generateMetadata = search.generateMetadata;
