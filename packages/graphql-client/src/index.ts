export { browserGatewayClient, createGatewayClient, documentIdOf, resolveGatewayUrl, retryAfterOf } from './client';
export type { ClientOptions, GatewayClient, RequestOptions, RetryOptions, Document, SentRequest } from './client';
export { GatewayError } from './errors';
export type { GatewayErrorKind, GraphQLErrorShape } from './errors';
export * from './generated/graphql';
export { isRetryable, isSlowConnection, loadingTimeoutMs, QUERY_DEFAULTS, retryDelayMs } from './query-defaults';
export type { ConnectionLike } from './query-defaults';
