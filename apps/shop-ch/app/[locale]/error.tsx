'use client';
export { ErrorScreen as default } from '@vitrine/storefront/client';
