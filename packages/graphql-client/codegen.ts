import type { CodegenConfig } from '@graphql-codegen/cli';

// The gateway's SDL is the contract; documents become TypedDocumentStrings (no graphql-js in the browser).
const config: CodegenConfig = {
  schema: '../../apps/gateway/schema.graphql',
  documents: ['src/operations/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    './src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { documentMode: 'string', enumsAsTypes: true, useTypeImports: true, avoidOptionals: { field: true } },
    },
  },
};

export default config;
