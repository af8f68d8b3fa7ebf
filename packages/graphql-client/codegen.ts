import type { CodegenConfig } from '@graphql-codegen/cli';

// The gateway's SDL is the contract; documents become TypedDocumentStrings (no graphql-js in the browser),
// each with its sha256 hash; persisted-documents.json (hash → document) is what a production gateway accepts.
const config: CodegenConfig = {
  schema: '../../apps/gateway/schema.graphql',
  documents: ['src/operations/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    './src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: { documentMode: 'string', enumsAsTypes: true, useTypeImports: true, avoidOptionals: { field: true } },
    },
  },
};

export default config;
