import { createSearchPage } from '@vitrine/storefront/search-page';
import { tenant } from '../../../tenant';

export default createSearchPage(tenant).SearchFormPage;
