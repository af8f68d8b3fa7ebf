/** One GraphQL error as the server sent it. */
export interface GraphQLErrorShape {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

export type GatewayErrorKind = 'network' | 'graphql' | 'no-content';

/**
 * The client's one error (spec §8): the message begins "[Network]" or "[GraphQL]", or is
 * "No Content" when the answer has neither data nor errors.
 */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly details: { status?: number; errors?: readonly GraphQLErrorShape[]; cause?: unknown; retryAfterMs?: number } = {},
  ) {
    super(kind === 'network' ? `[Network] ${message}` : kind === 'graphql' ? `[GraphQL] ${message}` : 'No Content', { cause: details.cause });
  }

  /** The `extensions.code` of the first GraphQL error, e.g. `BAD_USER_INPUT`. */
  get code(): string | undefined {
    return this.details.errors?.[0]?.extensions?.code as string | undefined;
  }
}
