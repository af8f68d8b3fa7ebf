import { config } from '@vitrine/eslint-config';

export default [
  ...config('backend'),
  {
    // The resolver seam is typed by codegen (src/generated/resolvers.ts): a type assertion there would
    // hide a mismatch between the schema and the model (issue 26).
    files: ['src/modules/*/resolvers.ts'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
];
