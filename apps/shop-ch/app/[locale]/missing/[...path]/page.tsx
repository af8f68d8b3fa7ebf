import { shop } from '../../../../shop';

export default shop.MissingPage;
