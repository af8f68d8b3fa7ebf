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
        // What resolvers hand on: a product knows its locale and currency for its lazy fields (services, review tags);
        // a rating its product and filter for the paginated reviews.
        mappers: { Product: '../catalog/repository#ProductModel', Rating: '../reviews/reviews#RatingModel' },
      },
    },
  },
};

export default config;
