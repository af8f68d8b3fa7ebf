export { chTenant as tenant } from '@vitrine/tenant-ch';
