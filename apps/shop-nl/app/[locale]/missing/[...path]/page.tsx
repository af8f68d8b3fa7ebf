export { MissingPage as default } from '@vitrine/storefront/missing-page';
