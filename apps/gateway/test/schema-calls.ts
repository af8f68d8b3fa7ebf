import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';

/**
 * Calls of every root field of the schema, for the tests that must cover each one (idempotency,
 * access): a new field is covered without anyone remembering it.
 */
export const SCHEMA = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
const MANIFEST = JSON.parse(readFileSync(new URL('../../../packages/graphql-client/src/generated/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;

export type RootKind = 'query' | 'mutation';
const rootOf = (kind: RootKind) => (kind === 'query' ? SCHEMA.getQueryType() : SCHEMA.getMutationType())!;

/** The names of the root fields of a kind, sorted. */
export const rootFields = (kind: RootKind): string[] => Object.keys(rootOf(kind).getFields()).sort();

/** A value of `type` that passes GraphQL's own checks (the resolver may still refuse it). */
export function valueOf(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, name);
  if (isListType(type)) return [valueOf(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, valueOf(field.type, field.name)]),
    );
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return false;
    if (/locale/i.test(name)) return 'de-DE';
    if (/currency/i.test(name)) return 'EUR';
    return type.name === 'ID' ? '10000001' : 'idempotent';
  }
  throw new Error(`no value for ${String(type)}`);
}

/**
 * A document calling `field`: the shops' own (the persisted manifest) where they have one, else one
 * made from the schema (its required arguments, `__typename` or nothing for a leaf). `values` replaces
 * generated variable values by name.
 */
export function documentFor(kind: RootKind, field: string, values: Record<string, unknown> = {}): { query: string; variables: Record<string, unknown> } {
  const persisted = Object.values(MANIFEST).find((text) =>
    parse(text).definitions.some(
      (d) =>
        d.kind === Kind.OPERATION_DEFINITION &&
        d.operation === kind &&
        d.selectionSet.selections.length === 1 &&
        d.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === field),
    ),
  );
  if (persisted) {
    const operation = parse(persisted).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, valueOf(typeFromAST(SCHEMA, v.type as never) as GraphQLInputType, v.variable.name.value)]),
    );
    return { query: persisted, variables: { ...variables, ...values } };
  }
  const definition = rootOf(kind).getFields()[field]!;
  const args = definition.args.filter((a) => isNonNullType(a.type));
  const variables = Object.fromEntries(args.map((a) => [a.name, valueOf(a.type, a.name)]));
  const definitions = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(definition.type)) ? '' : ' { __typename }';
  return { query: `${kind}${definitions ? `(${definitions})` : ''} { ${field}${call ? `(${call})` : ''}${selection} }`, variables: { ...variables, ...values } };
}
