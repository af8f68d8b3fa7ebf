import { createNextConfig } from '@vitrine/next-adapter/next-config';

export default createNextConfig();
