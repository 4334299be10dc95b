import { isLosslessNumber, parse as parseLosslessJson } from 'lossless-json';
import { flowAddressAtIndex, isValidFlowAddress } from '../../flow/address.ts';
import type { CadenceIntegerType, CadenceValue } from '../../flow/cadence/json-cadence.ts';
import { type CadenceType, renderCadenceType } from '../../flow/cadence/parameters.ts';
import { InvalidAmountError } from '../../flow/errors.ts';
import { formatFix64, parseFix64 } from '../../flow/fix64.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { formatUFix64, parseUFix64 } from '../../flow/ufix64.ts';
import {
  ARGUMENT_TOO_LONG_MESSAGE,
  type ArgumentDraft,
  isArgumentTooLong,
} from './argument-drafts.ts';

/** How one script parameter is entered: the form picks a control from `kind`. */
export type ArgumentInput =
  | { readonly kind: 'address' }
  | { readonly kind: 'ufix64' }
  | { readonly kind: 'fix64' }
  | {
      readonly kind: 'integer';
      readonly cadenceName: CadenceIntegerType;
      /** Inclusive bounds; null where the type is unbounded (Int, UInt's maximum). */
      readonly min: bigint | null;
      readonly max: bigint | null;
    }
  | { readonly kind: 'string' }
  | { readonly kind: 'character' }
  | { readonly kind: 'bool' }
  | { readonly kind: 'path'; readonly cadenceName: PathTypeName }
  | { readonly kind: 'optional'; readonly inner: ArgumentInput }
  /** Arrays (also constant-sized), dictionaries and `T??`, typed as JSON (null is nil). */
  | { readonly kind: 'json'; readonly shape: 'array' | 'dictionary' | 'optional' }
  | { readonly kind: 'unsupported'; readonly reason: string };

export type ArgumentEncoding =
  | { readonly ok: true; readonly value: CadenceValue }
  | { readonly ok: false; readonly message: string };

type PathTypeName = 'Path' | 'StoragePath' | 'PublicPath';

const signed = (bits: bigint): [bigint, bigint] => [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n];
const unsigned = (bits: bigint): [bigint, bigint] => [0n, 2n ** bits - 1n];

const INTEGER_RANGES: Readonly<
  Record<CadenceIntegerType, readonly [bigint | null, bigint | null]>
> = {
  Int: [null, null],
  Int8: signed(8n),
  Int16: signed(16n),
  Int32: signed(32n),
  Int64: signed(64n),
  Int128: signed(128n),
  Int256: signed(256n),
  UInt: [0n, null],
  UInt8: unsigned(8n),
  UInt16: unsigned(16n),
  UInt32: unsigned(32n),
  UInt64: unsigned(64n),
  UInt128: unsigned(128n),
  UInt256: unsigned(256n),
  Word8: unsigned(8n),
  Word16: unsigned(16n),
  Word32: unsigned(32n),
  Word64: unsigned(64n),
  Word128: unsigned(128n),
  Word256: unsigned(256n),
};

// Cadence 1.0 has only the storage and public domains; private paths are gone.
const PATH_DOMAINS: Readonly<Record<PathTypeName, readonly string[]>> = {
  Path: ['storage', 'public'],
  StoragePath: ['storage'],
  PublicPath: ['public'],
};

const REMOVED_PATH_TYPES: ReadonlySet<string> = new Set(['PrivatePath', 'CapabilityPath']);

/** Integer digits beyond this are refused before BigInt(), so a pasted wall costs nothing. */
const MAX_INTEGER_DIGITS = 100;
/** Nested JSON arguments deeper than this are refused rather than recursed into. */
const MAX_JSON_DEPTH = 16;

function isCadenceIntegerType(name: string): name is CadenceIntegerType {
  return Object.hasOwn(INTEGER_RANGES, name);
}

function isPathTypeName(name: string): name is PathTypeName {
  return Object.hasOwn(PATH_DOMAINS, name);
}

function nominalInput(name: string): ArgumentInput {
  if (name === 'Address') return { kind: 'address' };
  if (name === 'UFix64') return { kind: 'ufix64' };
  if (name === 'Fix64') return { kind: 'fix64' };
  if (name === 'String') return { kind: 'string' };
  if (name === 'Character') return { kind: 'character' };
  if (name === 'Bool') return { kind: 'bool' };
  if (isPathTypeName(name)) return { kind: 'path', cadenceName: name };
  if (REMOVED_PATH_TYPES.has(name)) {
    return {
      kind: 'unsupported',
      reason: `${name} was removed in Cadence 1.0 with private paths; use StoragePath or PublicPath.`,
    };
  }
  if (isCadenceIntegerType(name)) {
    const [min, max] = INTEGER_RANGES[name];
    return { kind: 'integer', cadenceName: name, min, max };
  }
  return {
    kind: 'unsupported',
    reason: `Flowdeck cannot build a ${name} argument; change the parameter to a basic type (Address, String, UFix64, integers, Bool, paths, arrays, dictionaries).`,
  };
}

/** Why a type cannot be entered, or null when it can (arrays and dictionaries included). */
function unsupportedReason(type: CadenceType): string | null {
  const input = argumentInputFor(type);
  return input.kind === 'unsupported' ? input.reason : null;
}

const HASHABLE_KINDS: ReadonlySet<ArgumentInput['kind']> = new Set([
  'address',
  'ufix64',
  'fix64',
  'integer',
  'string',
  'character',
  'bool',
  'path',
]);

/** The input for a parameter of this type. */
export function argumentInputFor(type: CadenceType): ArgumentInput {
  switch (type.kind) {
    case 'nominal':
      return nominalInput(type.name);
    case 'optional': {
      const inner = argumentInputFor(type.type);
      if (inner.kind === 'unsupported') return inner;
      // `T??` would need two nil checkboxes; typed as JSON instead (null is nil).
      if (inner.kind === 'optional') return { kind: 'json', shape: 'optional' };
      return { kind: 'optional', inner };
    }
    case 'array': {
      const reason = unsupportedReason(type.element);
      return reason === null ? { kind: 'json', shape: 'array' } : { kind: 'unsupported', reason };
    }
    case 'dictionary': {
      const key = argumentInputFor(type.key);
      if (!HASHABLE_KINDS.has(key.kind)) {
        return {
          kind: 'unsupported',
          reason: `Dictionary keys of type ${renderCadenceType(type.key)} cannot be entered.`,
        };
      }
      const reason = unsupportedReason(type.value);
      return reason === null
        ? { kind: 'json', shape: 'dictionary' }
        : { kind: 'unsupported', reason };
    }
    case 'resource':
      return {
        kind: 'unsupported',
        reason: 'A script cannot receive a resource as an argument.',
      };
    default:
      return {
        kind: 'unsupported',
        reason: `Flowdeck cannot build a ${renderCadenceType(type)} argument.`,
      };
  }
}

function examplePlainText(input: ArgumentInput): string {
  switch (input.kind) {
    case 'address':
      return '0x…';
    case 'ufix64':
      return '0.0';
    case 'fix64':
      return '-1.5';
    case 'integer':
      return '0';
    case 'string':
      return 'text';
    case 'character':
      return 'a';
    case 'bool':
      return 'true';
    case 'path':
      return `/${PATH_DOMAINS[input.cadenceName][0] ?? 'storage'}/name`;
    case 'optional':
      return examplePlainText(input.inner);
    case 'json':
    case 'unsupported':
      return '';
  }
}

/** An address that passes the network's checksum: its service account. */
function exampleAddress(network: FlowNetwork): string {
  return flowAddressAtIndex(1, network);
}

function exampleJson(type: CadenceType, network: FlowNetwork): string {
  switch (type.kind) {
    case 'optional':
      return exampleJson(type.type, network);
    case 'array':
      return `[${exampleJson(type.element, network)}]`;
    case 'dictionary':
      return `{${JSON.stringify(exampleKeyText(type.key, network))}: ${exampleJson(type.value, network)}}`;
    default: {
      const input = argumentInputFor(type);
      if (input.kind === 'address') return JSON.stringify(exampleAddress(network));
      if (input.kind === 'bool') return 'true';
      if (input.kind === 'integer') return '1';
      if (input.kind === 'ufix64' || input.kind === 'fix64') return '"1.0"';
      return JSON.stringify(examplePlainText(input));
    }
  }
}

function exampleKeyText(type: CadenceType, network: FlowNetwork): string {
  const input = argumentInputFor(type);
  if (input.kind === 'address') return exampleAddress(network);
  if (input.kind === 'string') return 'key';
  if (input.kind === 'ufix64' || input.kind === 'fix64') return '1.0';
  if (input.kind === 'integer') return '1';
  return examplePlainText(input);
}

/** Helper text for an empty field: `0x…`, `0.0`, `["0xf8d6e0586b0a20c7"]`… */
export function placeholderFor(type: CadenceType, network: FlowNetwork): string {
  const input = argumentInputFor(type);
  if (input.kind === 'json') return exampleJson(type, network);
  if (input.kind === 'optional' && input.inner.kind === 'json') return exampleJson(type, network);
  return examplePlainText(input);
}

type Encoding = ArgumentEncoding;

const fail = (message: string): Encoding => ({ ok: false, message });
const ok = (value: CadenceValue): Encoding => ({ ok: true, value });

const ADDRESS_TEXT = /^0[xX]([0-9a-fA-F]{1,16})$/;

function encodeAddress(text: string, network: FlowNetwork): Encoding {
  const input = text.trim();
  if (input === '') return fail('Enter an address');
  const match = ADDRESS_TEXT.exec(input) ?? /^()([0-9a-fA-F]{16})$/.exec(input);
  const digits = match?.[2] ?? match?.[1];
  if (digits === undefined || digits === '') {
    return fail('Not a Flow address: 0x followed by up to 16 hex digits');
  }
  const address = `0x${digits.toLowerCase().padStart(16, '0')}`;
  if (!isValidFlowAddress(address, network)) {
    return fail(`Not a ${network} address: checksum fails`);
  }
  return ok({ type: 'Address', value: address });
}

/**
 * UFix64 and Fix64 through the app's own exact parsers (src/flow), so a script argument and an
 * amount on the Send page are read by the same rules and their reasons are the same words.
 */
function encodeFixed(text: string, typeName: 'UFix64' | 'Fix64'): Encoding {
  if (text.trim() === '') return fail('Enter a number');
  try {
    const value =
      typeName === 'UFix64' ? formatUFix64(parseUFix64(text)) : formatFix64(parseFix64(text));
    return ok({ type: typeName, value });
  } catch (error) {
    if (error instanceof InvalidAmountError) return fail(`${typeName}: ${error.reason}`);
    throw error;
  }
}

function encodeInteger(
  text: string,
  typeName: CadenceIntegerType,
  min: bigint | null,
  max: bigint | null,
): Encoding {
  const input = text.trim();
  if (input === '') return fail('Enter a whole number');
  if (!/^-?\d+$/.test(input)) {
    if (/^-?\d+\.\d*$/.test(input)) return fail(`${typeName} is a whole number (no decimals)`);
    return fail(`${typeName} takes digits only, e.g. 42`);
  }
  if (input.replace(/^-?0*/, '').length > MAX_INTEGER_DIGITS) {
    return fail(`${typeName} is too large`);
  }
  const value = BigInt(input);
  if (min !== null && value < min) {
    return fail(min === 0n ? `${typeName} cannot be negative` : `${typeName} is at least ${min}`);
  }
  if (max !== null && value > max) return fail(`${typeName} is at most ${max}`);
  return ok({ type: typeName, value: value.toString() });
}

function encodeCharacter(text: string): Encoding {
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  if (segments.length !== 1) return fail('Character is exactly one character');
  return ok({ type: 'Character', value: text });
}

function encodeBool(text: string): Encoding {
  const input = text.trim();
  if (input === 'true' || input === 'false') return ok({ type: 'Bool', value: input === 'true' });
  return fail('Bool is true or false');
}

const PATH_TEXT = /^\/(storage|public)\/([A-Za-z_][A-Za-z0-9_]*)$/;

function encodePath(text: string, typeName: PathTypeName): Encoding {
  const match = PATH_TEXT.exec(text.trim());
  if (match === null) return fail(`${typeName} looks like /storage/name or /public/name`);
  const [, domain = '', identifier = ''] = match;
  const domains = PATH_DOMAINS[typeName];
  if (!domains.includes(domain)) {
    return fail(`${typeName} starts with ${domains.map((entry) => `/${entry}/`).join(' or ')}`);
  }
  return ok({ type: 'Path', value: { domain, identifier } });
}

/** Encodes the text of one non-optional, non-JSON input. */
function encodePlain(input: ArgumentInput, text: string, network: FlowNetwork): Encoding {
  switch (input.kind) {
    case 'address':
      return encodeAddress(text, network);
    case 'ufix64':
      return encodeFixed(text, 'UFix64');
    case 'fix64':
      return encodeFixed(text, 'Fix64');
    case 'integer':
      return encodeInteger(text, input.cadenceName, input.min, input.max);
    case 'string':
      return ok({ type: 'String', value: text });
    case 'character':
      return encodeCharacter(text);
    case 'bool':
      return encodeBool(text);
    case 'path':
      return encodePath(text, input.cadenceName);
    case 'unsupported':
      return fail(input.reason);
    case 'optional':
    case 'json':
      return fail('Internal: not a plain input');
  }
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (isLosslessNumber(value)) return 'a number';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function withWhere(where: string, encoding: Encoding): Encoding {
  return encoding.ok || where === '' ? encoding : fail(`${where}: ${encoding.message}`);
}

/** Encodes a value parsed from JSON (numbers kept exact as LosslessNumber) as `type`. */
function encodeJsonValue(
  type: CadenceType,
  json: unknown,
  network: FlowNetwork,
  where: string,
  depth: number,
): Encoding {
  if (depth > MAX_JSON_DEPTH) return fail('The value is nested too deeply');
  switch (type.kind) {
    case 'optional': {
      if (json === null) return ok({ type: 'Optional', value: null });
      const inner = encodeJsonValue(type.type, json, network, where, depth + 1);
      return inner.ok ? ok({ type: 'Optional', value: inner.value }) : inner;
    }
    case 'array': {
      const label = renderCadenceType(type);
      if (!Array.isArray(json))
        return withWhere(where, fail(`${label} is a JSON list, e.g. [ … ]`));
      if (type.size !== undefined && json.length !== type.size) {
        return withWhere(
          where,
          fail(`${label} has exactly ${type.size} items, not ${json.length}`),
        );
      }
      const items: CadenceValue[] = [];
      for (const [index, item] of json.entries()) {
        const itemWhere = `${where === '' ? '' : `${where}, `}item ${index + 1}`;
        const encoded = encodeJsonValue(type.element, item, network, itemWhere, depth + 1);
        if (!encoded.ok) return encoded;
        items.push(encoded.value);
      }
      return ok({ type: 'Array', value: items });
    }
    case 'dictionary': {
      const label = renderCadenceType(type);
      if (
        json === null ||
        typeof json !== 'object' ||
        Array.isArray(json) ||
        isLosslessNumber(json)
      ) {
        return withWhere(where, fail(`${label} is a JSON object, e.g. { "key": value }`));
      }
      const keyInput = argumentInputFor(type.key);
      const entries: { key: CadenceValue; value: CadenceValue }[] = [];
      for (const [keyText, item] of Object.entries(json)) {
        const keyWhere = `${where === '' ? '' : `${where}, `}key ${JSON.stringify(keyText)}`;
        const key = withWhere(keyWhere, encodePlain(keyInput, keyText, network));
        if (!key.ok) return key;
        const value = encodeJsonValue(type.value, item, network, keyWhere, depth + 1);
        if (!value.ok) return value;
        entries.push({ key: key.value, value: value.value });
      }
      return ok({ type: 'Dictionary', value: entries });
    }
    default: {
      const input = argumentInputFor(type);
      const text = jsonScalarText(input, json);
      if (text === null) {
        return withWhere(
          where,
          fail(`Expected ${renderCadenceType(type)}, got ${describeJson(json)}`),
        );
      }
      return withWhere(where, encodePlain(input, text, network));
    }
  }
}

/** The text of a JSON scalar as the plain encoders take it, or null when it is the wrong kind. */
function jsonScalarText(input: ArgumentInput, json: unknown): string | null {
  const numeric = input.kind === 'integer' || input.kind === 'ufix64' || input.kind === 'fix64';
  if (numeric && isLosslessNumber(json)) return json.value;
  if (input.kind === 'bool') return typeof json === 'boolean' ? String(json) : null;
  return typeof json === 'string' ? json : null;
}

/**
 * Encodes what the user typed for a parameter of `type` as JSON-Cadence, or says what is wrong
 * in words for the field ("UInt8 is at most 255", "Not a testnet address: checksum fails").
 */
export function encodeArgument(
  type: CadenceType,
  draft: ArgumentDraft,
  network: FlowNetwork,
): ArgumentEncoding {
  if (isArgumentTooLong(draft)) return fail(ARGUMENT_TOO_LONG_MESSAGE);
  const input = argumentInputFor(type);
  if (input.kind === 'unsupported') return fail(input.reason);
  if (input.kind === 'json') {
    if (draft.text.trim() === '') {
      return fail(`Enter a JSON value, e.g. ${placeholderFor(type, network)}`);
    }
    let json: unknown;
    try {
      json = parseLosslessJson(draft.text);
    } catch (error) {
      return fail(`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    return encodeJsonValue(type, json, network, '', 0);
  }
  if (input.kind === 'optional') {
    if (draft.isNil) return ok({ type: 'Optional', value: null });
    const inner = type.kind === 'optional' ? type.type : type;
    const encoded = encodeArgument(inner, { text: draft.text, isNil: false }, network);
    return encoded.ok ? ok({ type: 'Optional', value: encoded.value }) : encoded;
  }
  return encodePlain(input, draft.text, network);
}
