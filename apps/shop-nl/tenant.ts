export { nlTenant as tenant } from '@vitrine/tenant-nl';
