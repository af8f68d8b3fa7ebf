import { config } from '@vitrine/eslint-config';

// The core is framework-agnostic; src/react/ is its React adapter (TanStack's query-core / react-query split).
export default [...config('domain'), { files: ['src/react/**'], rules: { 'no-restricted-imports': 'off' } }];
