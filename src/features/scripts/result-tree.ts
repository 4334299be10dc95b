import { CADENCE_INTEGER_TYPES, type CadenceValue } from '../../flow/cadence/json-cadence.ts';
import { isRecord } from '../../flow/is-record.ts';

/** One line of the decoded result: plain text only, never markup. */
export interface ResultNode {
  /** Field name, array index or dictionary key. */
  readonly label?: string;
  /** The JSON-Cadence kind, e.g. `UFix64`, `Struct`, `[…]`; `?` marks an Optional's value. */
  readonly type: string;
  /** The value as text (numbers stay exact text), a composite's type id, or a type's name. */
  readonly text?: string;
  readonly children?: ResultNode[];
  /** Children left out by the caps; the raw JSON-Cadence has them. */
  readonly omitted?: number;
}

export const MAX_CHILDREN = 500;
export const MAX_TEXT_LENGTH = 10_000;
export const MAX_DEPTH = 32;
/** Across the whole tree, so 500 children of 500 children of … cannot freeze the page. */
export const MAX_NODES = 20_000;

const SCALAR_TYPES: ReadonlySet<string> = new Set([
  'String',
  'Character',
  'Address',
  'UFix64',
  'Fix64',
  ...CADENCE_INTEGER_TYPES,
]);

const COMPOSITE_TYPES: ReadonlySet<string> = new Set([
  'Struct',
  'Resource',
  'Event',
  'Contract',
  'Enum',
]);

function clampText(text: string): string {
  return text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH)}…` : text;
}

function textOf(value: unknown): string {
  return clampText(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
}

/**
 * A JSON-Cadence type description as Cadence-like text (`[UInt64]`, `{String: Int}`,
 * `A.0x1.NFT.Collection`). Depth-capped; never throws on an unexpected shape.
 */
export function typeJsonText(type: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) return '…';
  if (typeof type === 'string') return clampText(type);
  if (!isRecord(type)) return '?';
  const kind = typeof type.kind === 'string' ? type.kind : '?';
  const inner = (value: unknown) => typeJsonText(value, depth + 1);
  switch (kind) {
    case 'Optional':
      return `${inner(type.type)}?`;
    case 'VariableSizedArray':
      return `[${inner(type.type)}]`;
    case 'ConstantSizedArray':
      return `[${inner(type.type)}; ${String(type.size)}]`;
    case 'Dictionary':
      return `{${inner(type.key)}: ${inner(type.value)}}`;
    case 'Reference':
      return `&${inner(type.type)}`;
    case 'Capability':
      return type.type === undefined || type.type === null || type.type === ''
        ? 'Capability'
        : `Capability<${inner(type.type)}>`;
    case 'Intersection':
      return Array.isArray(type.types)
        ? `{${type.types.map((entry) => inner(entry)).join(', ')}}`
        : textOf(type.typeID ?? kind);
    default:
      return typeof type.typeID === 'string' && type.typeID !== '' ? clampText(type.typeID) : kind;
  }
}

interface Budget {
  nodes: number;
}

function nodeWithLabel(node: ResultNode, label: string | undefined): ResultNode {
  return label === undefined ? node : { ...node, label: clampText(label) };
}

/** Builds children from items under the per-node and whole-tree caps. */
function childrenOf<item>(
  items: readonly item[],
  budget: Budget,
  build: (item: item, index: number) => ResultNode,
): { children: ResultNode[]; omitted?: number } {
  const children: ResultNode[] = [];
  for (const [index, item] of items.entries()) {
    if (index >= MAX_CHILDREN || budget.nodes >= MAX_NODES) break;
    children.push(build(item, index));
  }
  const omitted = items.length - children.length;
  return omitted > 0 ? { children, omitted } : { children };
}

/** A dictionary key as a label: scalars by their text, anything else as compact JSON. */
function keyLabel(key: unknown): string {
  if (isRecord(key)) {
    if (key.type === 'String') return JSON.stringify(key.value);
    if (typeof key.value === 'string' || typeof key.value === 'boolean') return String(key.value);
    if (key.type === 'Path' && isRecord(key.value)) {
      return `/${String(key.value.domain)}/${String(key.value.identifier)}`;
    }
  }
  return JSON.stringify(key) ?? '?';
}

function build(value: unknown, depth: number, budget: Budget, label?: string): ResultNode {
  budget.nodes++;
  if (!isRecord(value) || typeof value.type !== 'string') {
    return nodeWithLabel({ type: '?', text: `Not JSON-Cadence: ${textOf(value)}` }, label);
  }
  const type = clampText(value.type);
  const raw = value.value;
  if (depth >= MAX_DEPTH) {
    return nodeWithLabel({ type, text: '… nested too deeply; see the raw JSON-Cadence' }, label);
  }
  const next = (inner: unknown, innerLabel?: string) => build(inner, depth + 1, budget, innerLabel);

  if (type === 'Void') return nodeWithLabel({ type, text: '()' }, label);
  if (type === 'Bool') {
    return nodeWithLabel(
      typeof raw === 'boolean'
        ? { type, text: String(raw) }
        : { type, text: `Not JSON-Cadence: ${textOf(raw)}` },
      label,
    );
  }
  if (SCALAR_TYPES.has(type)) return nodeWithLabel({ type, text: textOf(raw) }, label);
  if (type === 'Optional') {
    if (raw === null || raw === undefined)
      return nodeWithLabel({ type: 'Optional', text: 'nil' }, label);
    const inner = next(raw, label);
    return { ...inner, type: `${inner.type}?` };
  }
  if (type === 'Array' && Array.isArray(raw)) {
    return nodeWithLabel(
      { type: 'Array', ...childrenOf(raw, budget, (item, index) => next(item, String(index))) },
      label,
    );
  }
  if (type === 'Dictionary' && Array.isArray(raw)) {
    return nodeWithLabel(
      {
        type: 'Dictionary',
        ...childrenOf(raw, budget, (entry) =>
          isRecord(entry) ? next(entry.value, keyLabel(entry.key)) : next(entry, '?'),
        ),
      },
      label,
    );
  }
  if (COMPOSITE_TYPES.has(type) && isRecord(raw)) {
    const fields = Array.isArray(raw.fields) ? raw.fields : [];
    return nodeWithLabel(
      {
        type,
        text: textOf(raw.id),
        ...childrenOf(fields, budget, (field) =>
          isRecord(field) ? next(field.value, textOf(field.name)) : next(field, '?'),
        ),
      },
      label,
    );
  }
  if (type === 'Path' && isRecord(raw)) {
    return nodeWithLabel(
      { type, text: clampText(`/${String(raw.domain)}/${String(raw.identifier)}`) },
      label,
    );
  }
  if (type === 'Type' && isRecord(raw)) {
    const staticType = raw.staticType;
    return nodeWithLabel(
      {
        type,
        text:
          staticType === '' || staticType === undefined ? '(unknown)' : typeJsonText(staticType),
      },
      label,
    );
  }
  if (type === 'Capability' && isRecord(raw)) {
    const children: ResultNode[] = [
      { label: 'address', type: 'Address', text: textOf(raw.address) },
      { label: 'borrowType', type: 'Type', text: typeJsonText(raw.borrowType) },
    ];
    if (raw.id !== undefined)
      children.unshift({ label: 'id', type: 'UInt64', text: textOf(raw.id) });
    budget.nodes += children.length;
    return nodeWithLabel(
      { type, text: `Capability<${typeJsonText(raw.borrowType)}>`, children },
      label,
    );
  }
  if (type === 'Function' && isRecord(raw)) {
    return nodeWithLabel({ type, text: typeJsonText(raw.functionType) }, label);
  }
  if (type === 'InclusiveRange' && isRecord(raw)) {
    return nodeWithLabel(
      {
        type,
        children: [next(raw.start, 'start'), next(raw.end, 'end'), next(raw.step, 'step')],
      },
      label,
    );
  }
  return nodeWithLabel({ type, text: `Unrecognised value: ${textOf(raw)}` }, label);
}

/**
 * The decoded tree of a script's JSON-Cadence result, for display. The value comes from the
 * network, so every shape is checked and anything unexpected becomes a text node; caps keep a
 * huge result (many children, long strings, deep nesting) from freezing the page.
 */
export function toResultTree(value: CadenceValue): ResultNode {
  return build(value, 0, { nodes: 0 });
}
