export { baseTenant as tenant } from '@vitrine/tenant-base';
