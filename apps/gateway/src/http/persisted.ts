import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A persisted document's id as codegen writes it: `sha256:<64 hex digits>`. */
const DOCUMENT_ID = /^sha256:[0-9a-f]{64}$/;

/** The documents the shops were built with (hash → text), written by the client's codegen. */
export function loadPersistedDocuments(): ReadonlyMap<string, string> {
  const path = fileURLToPath(import.meta.resolve('@vitrine/graphql-client/persisted-documents.json'));
  const entries = Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>);
  return new Map(entries.filter(([id, text]) => DOCUMENT_ID.test(id) && typeof text === 'string'));
}

/** The GraphQL-over-HTTP parameters of one request. */
export interface GraphQLParams {
  query?: unknown;
  documentId?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

export type Resolved = { ok: true; params: GraphQLParams } | { ok: false; status: number; code: string; message: string };

/**
 * Turns a request's `documentId` into its persisted text. In production only persisted documents
 * run (a `query` of its own is refused); elsewhere a `query` is also accepted (tests, GraphiQL).
 */
export function resolveDocument(params: GraphQLParams, documents: ReadonlyMap<string, string>, production: boolean): Resolved {
  if (params.documentId !== undefined) {
    const text = typeof params.documentId === 'string' ? documents.get(params.documentId) : undefined;
    if (!text) return { ok: false, status: 400, code: 'PERSISTED_DOCUMENT_NOT_FOUND', message: 'No persisted document has this documentId' };
    const { documentId: _, ...rest } = params;
    return { ok: true, params: { ...rest, query: text } };
  }
  if (production) return { ok: false, status: 400, code: 'PERSISTED_DOCUMENT_REQUIRED', message: 'This gateway runs only the persisted documents of the shops (send documentId)' };
  return { ok: true, params };
}
