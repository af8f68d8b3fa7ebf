export { deTenant as tenant } from '@vitrine/tenant-de';
