export { browserGatewayClient, createGatewayClient, documentIdOf, resolveGatewayUrl, retryAfterOf } from './client';
export type { ClientOptions, GatewayClient, RequestOptions, RetryOptions, Document, SentRequest } from './client';
export { GatewayError } from './errors';
export type { GatewayErrorKind, GraphQLErrorShape } from './errors';
export * from './generated/graphql';
export { isSlowConnection, loadingTimeoutMs, QUERY_DEFAULTS } from './query-defaults';
export { isRetryable, retryDelayMs } from './retry';
export type { ConnectionLike } from './query-defaults';
