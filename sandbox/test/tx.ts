/**
 * Builds signed REST transaction bodies for the sandbox's chain tests. The messages are encoded
 * with FCL's own SDK (`@onflow/sdk`, what `fcl.mutate` uses), so the tests check the sandbox
 * against FCL rather than against itself.
 */
import { encodeTransactionEnvelope, encodeTransactionPayload } from '@onflow/sdk';
import { hexToBytes, signMessage } from '../../fault-proxy/src/flow-crypto.ts';
import type { SandboxCore } from '../src/sandbox.ts';
import { TRANSFER_FLOW } from './helpers.ts';

interface KeyRef {
  /** 16 hex, no 0x. */
  readonly address: string;
  readonly keyIndex?: number;
  /** Sign with this key instead of the account's own (e.g. a wrong key). */
  readonly privateKey?: string;
}

export interface TxSpec {
  readonly script?: string;
  /** Compact JSON-Cadence texts. */
  readonly args?: readonly string[];
  readonly gasLimit?: number;
  readonly ref?: string;
  readonly proposer: KeyRef & { readonly sequenceNumber?: number };
  readonly payer: string;
  readonly authorizers: readonly string[];
  readonly payloadSigners?: readonly KeyRef[];
  readonly envelopeSigners: readonly KeyRef[];
  /** Put the signatures in the REST body in reverse order (FCL's canonical order is by signer). */
  readonly reverseBodyOrder?: boolean;
}

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/**
 * Compact JSON-Cadence texts as FCL's voucher arguments. FCL signs `JSON.stringify` of each, so
 * a text written by JSON.stringify (arrays, optionals, Bools too) signs as sent.
 */
export function voucherArguments(texts: readonly string[]): { type: string; value: string }[] {
  return texts.map((text) => {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('type' in parsed) ||
      !('value' in parsed) ||
      typeof parsed.type !== 'string'
    ) {
      throw new Error(`not a JSON-Cadence value: ${text}`);
    }
    // FCL's VoucherArgument type has a string value, yet FCL signs arrays, optionals and Bools
    // the same way (JSON.stringify), as its own mutate does.
    return { type: parsed.type, value: parsed.value as string };
  });
}

export function transferArgs(amount: string, to: string): string[] {
  return [
    JSON.stringify({ type: 'UFix64', value: amount }),
    JSON.stringify({ type: 'Address', value: `0x${to}` }),
  ];
}

function keyOf(core: SandboxCore, ref: KeyRef): { index: number; privateKey: string } {
  const index = ref.keyIndex ?? 0;
  if (ref.privateKey !== undefined) return { index, privateKey: ref.privateKey };
  const key =
    core.ledger.account(ref.address)?.keys[index] ?? core.ledger.account(ref.address)?.keys[0];
  if (key === undefined) throw new Error(`no key for ${ref.address}`);
  return { index, privateKey: key.privateKey };
}

/** A signed POST /v1/transactions body. */
export function buildTransaction(core: SandboxCore, spec: TxSpec): Record<string, unknown> {
  const proposerIndex = spec.proposer.keyIndex ?? 0;
  const sequenceNumber =
    spec.proposer.sequenceNumber ??
    Number(core.ledger.account(spec.proposer.address)?.keys[proposerIndex]?.sequenceNumber ?? 0n);
  const args = voucherArguments(spec.args ?? []);
  const tx = {
    cadence: spec.script ?? TRANSFER_FLOW,
    refBlock: spec.ref ?? core.chain.latest().id,
    computeLimit: spec.gasLimit ?? 9999,
    arguments: args,
    proposalKey: {
      address: spec.proposer.address,
      keyId: proposerIndex,
      sequenceNum: sequenceNumber,
    },
    payer: spec.payer,
    authorizers: [...spec.authorizers],
  };
  // FCL's encoders return the domain tag and the RLP, i.e. the message to sign.
  const payloadMessage = hexToBytes(encodeTransactionPayload(tx));
  const payloadSigs = (spec.payloadSigners ?? []).map((ref) => {
    const key = keyOf(core, ref);
    return {
      address: ref.address,
      keyId: key.index,
      sig: Buffer.from(signMessage(payloadMessage, key.privateKey)).toString('hex'),
    };
  });
  const envelopeMessage = hexToBytes(encodeTransactionEnvelope({ ...tx, payloadSigs }));
  const envelopeSigs = spec.envelopeSigners.map((ref) => {
    const key = keyOf(core, ref);
    return {
      address: ref.address,
      keyId: key.index,
      sig: Buffer.from(signMessage(envelopeMessage, key.privateKey)).toString('hex'),
    };
  });
  const rest = (sigs: { address: string; keyId: number; sig: string }[]) => {
    const out = sigs.map((sig) => ({
      address: sig.address,
      key_index: String(sig.keyId),
      signature: b64(hexToBytes(sig.sig)),
    }));
    return spec.reverseBodyOrder === true ? out.reverse() : out;
  };
  return {
    script: b64(new TextEncoder().encode(tx.cadence)),
    arguments: (spec.args ?? []).map((text) => b64(new TextEncoder().encode(text))),
    reference_block_id: tx.refBlock,
    gas_limit: String(tx.computeLimit),
    payer: spec.payer,
    proposal_key: {
      address: spec.proposer.address,
      key_index: String(proposerIndex),
      sequence_number: String(sequenceNumber),
    },
    authorizers: [...spec.authorizers],
    payload_signatures: rest(payloadSigs),
    envelope_signatures: rest(envelopeSigs),
  };
}

/** The common signers: `from` proposes, pays and authorizes. */
function signedByOne(
  from: string,
): Pick<TxSpec, 'proposer' | 'payer' | 'authorizers' | 'envelopeSigners'> {
  return {
    proposer: { address: from },
    payer: from,
    authorizers: [from],
    envelopeSigners: [{ address: from }],
  };
}

/** The common case: one account proposes, pays and authorizes a FLOW transfer. */
export function simpleTransfer(
  core: SandboxCore,
  from: string,
  amount: string,
  to: string,
  options: Partial<TxSpec> = {},
): Record<string, unknown> {
  return buildTransaction(core, {
    args: transferArgs(amount, to),
    ...signedByOne(from),
    ...options,
  });
}

/** `script` with `args` (compact JSON-Cadence texts), proposed, paid and authorized by `from`. */
export function signedBy(
  core: SandboxCore,
  from: string,
  script: string,
  args: readonly string[],
): Record<string, unknown> {
  return buildTransaction(core, { script, args, ...signedByOne(from) });
}

export function resultOf(core: SandboxCore, id: unknown): Record<string, unknown> {
  const tx = core.chain.transactions.get(String(id));
  if (tx === undefined) throw new Error(`unknown transaction ${String(id)}`);
  return core.chain.resultOf(tx);
}

/** Submits the transaction and produces `blocks` blocks: its id and result. */
function submitAndAdvance(
  core: SandboxCore,
  body: unknown,
  blocks: number,
): { id: string; result: Record<string, unknown> } {
  const id = String(core.chain.submit(body).id);
  for (let i = 0; i < blocks; i += 1) core.chain.advance();
  return { id, result: resultOf(core, id) };
}

/** Submits and produces blocks until the transaction is executed (and `extra` more). */
export function submitAndRun(
  core: SandboxCore,
  body: unknown,
  blocks = 2,
): Record<string, unknown> {
  return submitAndAdvance(core, body, blocks).result;
}

/** Submits and produces the blocks that seal the transaction: its id and result. */
export function submitUntilSealed(
  core: SandboxCore,
  body: unknown,
): { id: string; result: Record<string, unknown> } {
  return submitAndAdvance(core, body, 3);
}
