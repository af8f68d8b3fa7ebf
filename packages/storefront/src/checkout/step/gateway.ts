import type { Document, RequestOptions } from '@vitrine/graphql-client';
import { shopperGateway } from '@vitrine/next-adapter';

/**
 * One request of a checkout action to the gateway as the shopper (their visitor id, session and
 * address, signed by the shop): the one way the checkout's actions write.
 */
export async function shopperRequest<TResult, TVariables>(
  tenant: string,
  document: Document<TResult, TVariables>,
  variables: TVariables,
  options?: RequestOptions,
): Promise<TResult> {
  return (await shopperGateway({ key: tenant })).request(document, variables, options);
}
