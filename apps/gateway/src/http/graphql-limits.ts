import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLError,
  type GraphQLField,
  GraphQLList,
  type GraphQLSchema,
  isObjectType,
  isInterfaceType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
  type ValidationContext,
  type ValidationRule,
  valueFromAST,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL request may ask: GraphQL Armor's defaults or stricter (OWASP GraphQL cheat
 * sheet). The shops' own operations stay well inside (a test runs every one of them through).
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 15,
  maxTokens: 1000,
  maxDirectives: 50,
  /** Fields resolved, each weighted by the sizes of the lists above it (`first`, else 10). */
  maxCost: 5000,
} as const;

/** A list field without a `first` argument counts as this many entries. */
const DEFAULT_LIST_SIZE = 10;

const refusal = (code: string, message: string, nodes?: ASTNode | readonly ASTNode[]) => new GraphQLError(message, { nodes, extensions: { code } });

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
}

/** The deepest field nesting of a selection (fragments followed once each, `__typename` not counted). */
function depthOf(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename') continue;
      deepest = Math.max(deepest, 1 + (selection.selectionSet ? depthOf(selection.selectionSet, fragments, seen) : 0));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value])));
    }
  }
  return deepest;
}

/** Depth per operation. */
const MaxDepthRule: ValidationRule = (context: ValidationContext) => ({
  OperationDefinition(operation: OperationDefinitionNode) {
    const depth = depthOf(operation.selectionSet, fragmentsOf(context.getDocument()), new Set());
    if (depth > GRAPHQL_LIMITS.maxDepth) context.reportError(refusal('QUERY_TOO_DEEP', `Query depth ${depth} is over the limit of ${GRAPHQL_LIMITS.maxDepth}`, operation));
  },
});

/** Aliases and directives over the whole document. */
const CountRule: ValidationRule = (context: ValidationContext) => {
  let aliases = 0;
  let directives = 0;
  return {
    Field(field: FieldNode) {
      if (field.alias) aliases++;
    },
    Directive() {
      directives++;
    },
    Document: {
      leave(document: DocumentNode) {
        if (aliases > GRAPHQL_LIMITS.maxAliases)
          context.reportError(refusal('TOO_MANY_ALIASES', `${aliases} aliases are over the limit of ${GRAPHQL_LIMITS.maxAliases}`, document));
        if (directives > GRAPHQL_LIMITS.maxDirectives)
          context.reportError(refusal('TOO_MANY_DIRECTIVES', `${directives} directives are over the limit of ${GRAPHQL_LIMITS.maxDirectives}`, document));
      },
    },
  };
};

/**
 * The cost of an operation with its variables: every field counts 1, times the sizes of the lists
 * above it; a list's size is its `first` argument (variables and schema defaults applied), else
 * {@link DEFAULT_LIST_SIZE}.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): number {
  const fragments = fragmentsOf(document);
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fieldsOf = (typeName: string): Record<string, GraphQLField<unknown, unknown>> => {
    const type = schema.getType(typeName);
    return type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : {};
  };
  const sizeOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): number | undefined => {
    const firstArg = field.args.find((a) => a.name === 'first');
    if (!firstArg) return undefined;
    const given = node.arguments?.find((a) => a.name.value === 'first');
    // A variable the request leaves out leaves the argument out: its default applies.
    const value = (given ? valueFromAST(given.value, firstArg.type, variables) : undefined) ?? firstArg.defaultValue;
    return typeof value === 'number' && value > 0 ? value : undefined;
  };
  // `connectionSize`: a connection field's `first` is the size of the lists right under it (its `nodes`).
  const walk = (selectionSet: SelectionSetNode, typeName: string, multiplier: number, seen: Set<string>, connectionSize?: number): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const field = fieldsOf(typeName)[selection.name.value];
        cost += multiplier;
        if (!field || !selection.selectionSet) continue;
        const isList = getNullableType(field.type) instanceof GraphQLList;
        const first = sizeOf(field, selection);
        const size = isList ? (first ?? connectionSize ?? DEFAULT_LIST_SIZE) : 1;
        cost += walk(selection.selectionSet, getNamedType(field.type).name, multiplier * size, seen, isList ? undefined : first);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += walk(selection.selectionSet, selection.typeCondition?.name.value ?? typeName, multiplier, seen, connectionSize);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        cost += walk(fragment.selectionSet, fragment.typeCondition.name.value, multiplier, new Set([...seen, fragment.name.value]), connectionSize);
      }
    }
    return cost;
  };
  return walk(operation.selectionSet, root.name, 1, new Set());
}

export interface LimitOptions {
  /** Introspection off (production). */
  production: boolean;
}

/**
 * The limits as one yoga plugin: tokens at parse time, depth, aliases, directives and (in
 * production) introspection at validation, cost with the variables before execution; no
 * "did you mean" suggestions anywhere.
 */
export function graphqlLimits({ production }: LimitOptions): Plugin {
  // The limits first: a flood of other errors (maxErrors) cannot hide them.
  const rules = [MaxDepthRule, CountRule, ...(production ? [NoSchemaIntrospectionCustomRule] : []), ...specifiedRules];
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parse(source, { ...options, maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (error) {
          if (error instanceof GraphQLError && /more than \d+ tokens|maximum number of tokens/i.test(error.message)) {
            throw refusal('TOO_MANY_TOKENS', `The document has more than ${GRAPHQL_LIMITS.maxTokens} tokens`);
          }
          throw error;
        }
      });
    },
    onValidate({ setValidationFn }) {
      setValidationFn((schema, document) => validate(schema, document, rules, { hideSuggestions: true, maxErrors: 10 }));
    },
    onExecute({ args, setExecuteFn, executeFn, setResultAndStopExecution }) {
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!args.operationName || d.name?.value === args.operationName),
      );
      if (operation) {
        const cost = operationCost(args.schema as GraphQLSchema, document, operation, (args.variableValues ?? {}) as Record<string, unknown>);
        if (cost > GRAPHQL_LIMITS.maxCost) {
          setResultAndStopExecution({ errors: [refusal('QUERY_TOO_COSTLY', `The query's cost ${cost} is over the limit of ${GRAPHQL_LIMITS.maxCost}`)] });
          return;
        }
      }
      setExecuteFn((executeArgs) => executeFn({ ...executeArgs, hideSuggestions: true } as typeof executeArgs));
    },
  };
}
