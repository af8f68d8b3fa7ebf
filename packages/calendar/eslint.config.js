import { config } from '@vitrine/eslint-config';

export default config('domain');
