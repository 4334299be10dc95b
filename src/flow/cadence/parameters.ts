/**
 * Reads the entry point of a Cadence program (a script's `main` or a `transaction`) from the AST
 * produced by `@onflow/cadence-parser` and describes its parameters.
 *
 * Environment-agnostic on purpose: it takes the parser's `program` (plain JSON), never the
 * parser itself, so the browser and Node's tests can share it.
 */

export type CadenceProgramKind = 'script' | 'transaction';

export interface CadenceParameter {
  readonly name: string;
  /** The parameter's type rendered as Cadence text, e.g. `UFix64`, `[UInt64]`, `String?`. */
  readonly type: string;
}

export interface CadenceEntryPoint {
  readonly kind: CadenceProgramKind;
  readonly parameters: CadenceParameter[];
}

/** A structured Cadence type, for checking argument values against a parameter. */
export type CadenceType =
  | { readonly kind: 'nominal'; readonly name: string }
  | { readonly kind: 'optional'; readonly type: CadenceType }
  | { readonly kind: 'array'; readonly element: CadenceType; readonly size?: number }
  | { readonly kind: 'dictionary'; readonly key: CadenceType; readonly value: CadenceType }
  | {
      readonly kind: 'reference';
      readonly type: CadenceType;
      readonly authorization: string | null;
    }
  | { readonly kind: 'intersection'; readonly types: CadenceType[] }
  | { readonly kind: 'instantiation'; readonly type: CadenceType; readonly args: CadenceType[] }
  | { readonly kind: 'function'; readonly text: string }
  | { readonly kind: 'resource'; readonly type: CadenceType }
  | { readonly kind: 'unknown'; readonly text: string };

export interface TypedCadenceParameter extends CadenceParameter {
  readonly cadenceType: CadenceType;
}

export interface TypedCadenceEntryPoint {
  readonly kind: CadenceProgramKind;
  readonly parameters: TypedCadenceParameter[];
}

/** Thrown when the program has no entry point (no `transaction` and no `fun main`). */
export class CadenceEntryPointError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CadenceEntryPointError';
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function identifierOf(node: unknown): string {
  if (!isObject(node)) return '';
  const id = node.Identifier;
  if (isObject(id) && typeof id.Identifier === 'string') return id.Identifier;
  if (typeof id === 'string') return id;
  return '';
}

function nominalName(node: Json): string {
  const nested = asArray(node.NestedIdentifiers)
    .map((part) => (isObject(part) && typeof part.Identifier === 'string' ? part.Identifier : ''))
    .filter((part) => part !== '');
  return [identifierOf(node), ...nested].join('.');
}

/** Converts one type node of the parser's AST into a structured type. */
function cadenceTypeFromAst(node: unknown): CadenceType {
  if (!isObject(node)) return { kind: 'unknown', text: '?' };
  switch (node.Type) {
    case 'NominalType':
      return { kind: 'nominal', name: nominalName(node) };
    case 'OptionalType':
      return { kind: 'optional', type: cadenceTypeFromAst(node.ElementType) };
    case 'VariableSizedType':
      return { kind: 'array', element: cadenceTypeFromAst(node.ElementType) };
    case 'ConstantSizedType': {
      const size = isObject(node.Size) ? Number(node.Size.Value ?? node.Size.PositiveLiteral) : 0;
      return { kind: 'array', element: cadenceTypeFromAst(node.ElementType), size };
    }
    case 'DictionaryType':
      return {
        kind: 'dictionary',
        key: cadenceTypeFromAst(node.KeyType),
        value: cadenceTypeFromAst(node.ValueType),
      };
    case 'ReferenceType': {
      let authorization: string | null = null;
      const auth = node.Authorization;
      if (isObject(auth)) {
        const conj = asArray(auth.ConjunctiveElements);
        const disj = asArray(auth.DisjunctiveElements);
        const names = (conj.length > 0 ? conj : disj).map((entry) =>
          isObject(entry) ? nominalName(entry) : '?',
        );
        authorization = names.join(conj.length > 0 ? ', ' : ' | ');
      }
      return { kind: 'reference', type: cadenceTypeFromAst(node.ReferencedType), authorization };
    }
    case 'IntersectionType':
      return { kind: 'intersection', types: asArray(node.Types).map(cadenceTypeFromAst) };
    case 'InstantiationType':
      return {
        kind: 'instantiation',
        type: cadenceTypeFromAst(node.InstantiatedType),
        args: asArray(node.TypeArguments).map((arg) =>
          cadenceTypeFromAnnotation(isObject(arg) ? arg : {}),
        ),
      };
    case 'FunctionType':
      return { kind: 'function', text: 'fun(...)' };
    default:
      return { kind: 'unknown', text: String(node.Type ?? '?') };
  }
}

function cadenceTypeFromAnnotation(annotation: Json): CadenceType {
  const inner = cadenceTypeFromAst(annotation.AnnotatedType);
  return annotation.IsResource === true ? { kind: 'resource', type: inner } : inner;
}

/** Renders a structured type as Cadence source text. */
export function renderCadenceType(type: CadenceType): string {
  switch (type.kind) {
    case 'nominal':
      return type.name;
    case 'optional':
      return `${renderCadenceType(type.type)}?`;
    case 'array':
      return type.size === undefined
        ? `[${renderCadenceType(type.element)}]`
        : `[${renderCadenceType(type.element)}; ${type.size}]`;
    case 'dictionary':
      return `{${renderCadenceType(type.key)}: ${renderCadenceType(type.value)}}`;
    case 'reference':
      return `${type.authorization === null ? '' : `auth(${type.authorization}) `}&${renderCadenceType(type.type)}`;
    case 'intersection':
      return `{${type.types.map(renderCadenceType).join(', ')}}`;
    case 'instantiation':
      return `${renderCadenceType(type.type)}<${type.args.map(renderCadenceType).join(', ')}>`;
    case 'resource':
      return `@${renderCadenceType(type.type)}`;
    case 'function':
    case 'unknown':
      return type.text;
  }
}

function entryDeclaration(program: unknown): { kind: CadenceProgramKind; declaration: Json } {
  const declarations = isObject(program) ? asArray(program.Declarations) : [];
  for (const declaration of declarations) {
    if (isObject(declaration) && declaration.Type === 'TransactionDeclaration') {
      return { kind: 'transaction', declaration };
    }
  }
  for (const declaration of declarations) {
    if (
      isObject(declaration) &&
      declaration.Type === 'FunctionDeclaration' &&
      identifierOf(declaration) === 'main'
    ) {
      return { kind: 'script', declaration };
    }
  }
  throw new CadenceEntryPointError('The program has neither a transaction nor a main function');
}

/** Like {@link describeCadenceEntryPoint}, with each parameter's structured type as well. */
export function describeCadenceEntryPointTyped(program: unknown): TypedCadenceEntryPoint {
  const { kind, declaration } = entryDeclaration(program);
  const list = isObject(declaration.ParameterList) ? declaration.ParameterList.Parameters : null;
  const parameters = asArray(list).map((parameter): TypedCadenceParameter => {
    const node = isObject(parameter) ? parameter : {};
    const annotation = isObject(node.TypeAnnotation) ? node.TypeAnnotation : {};
    const cadenceType = cadenceTypeFromAnnotation(annotation);
    return { name: identifierOf(node), type: renderCadenceType(cadenceType), cadenceType };
  });
  return { kind, parameters };
}

/**
 * Given the `program` of a `@onflow/cadence-parser` result, returns whether it is a script or a
 * transaction and its parameters with their types as Cadence text.
 */
export function describeCadenceEntryPoint(program: unknown): CadenceEntryPoint {
  const typed = describeCadenceEntryPointTyped(program);
  return {
    kind: typed.kind,
    parameters: typed.parameters.map(({ name, type }) => ({ name, type })),
  };
}
