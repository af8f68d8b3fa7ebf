import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types come from the same SDL the storefronts generate their documents from.
const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    './src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
