import { normalizeFlowAddress } from '../address.ts';
import { systemContractAddress } from '../contracts.ts';
import type { FlowNetwork } from '../networks.ts';
import { parseUFix64OrNull } from '../ufix64.ts';
import type { AccountTransfer, TransferAsset } from './account-transfer.ts';
import type { BlockEvents, FlowEvent } from './block-events.ts';
import { type TransferEventTypes, transferEventTypes } from './transfer-event-types.ts';

/** One side of a move: a token or NFT leaving an owner (`from`) or reaching one (`to`). */
interface Move {
  readonly event: FlowEvent;
  readonly side: 'withdrawn' | 'deposited';
  readonly asset: TransferAsset;
  /** The owner's address; null when the vault or collection was not in an account's storage. */
  readonly owner: string | null;
  /** The moved vault's or NFT's uuid: a withdrawal and its deposit share it. */
  readonly uuid: string;
}

/**
 * The transfers into and out of `account` that one block's events tell. Each deposit is paired
 * with the withdrawal of the same vault or NFT (same uuid) in the same transaction, which names
 * the other side. A withdrawal paid to the network's FlowFees account is the fee, not a transfer;
 * moves from the account to itself are left out. Events that do not read as the standards'
 * events (fields missing or malformed) are skipped.
 */
export function accountTransfersIn(
  block: BlockEvents,
  account: string,
  network: FlowNetwork,
): AccountTransfer[] {
  const owner = normalizeFlowAddress(account);
  const feeCollector = systemContractAddress(network, 'FlowFees');
  const types = transferEventTypes(network);
  const time = blockTime(block.blockTimestamp);
  const byTransaction = new Map<string, Move[]>();
  for (const event of block.events) {
    const move = moveOf(event, types);
    if (!move) continue;
    const moves = byTransaction.get(event.transactionId) ?? [];
    moves.push(move);
    byTransaction.set(event.transactionId, moves);
  }

  const transfers: AccountTransfer[] = [];
  for (const [transactionId, moves] of byTransaction) {
    const partner = (move: Move) =>
      moves.find(
        (other) =>
          other.side !== move.side &&
          other.uuid === move.uuid &&
          other.asset.kind === move.asset.kind &&
          other.asset.type === move.asset.type,
      );
    let fee: bigint | null = null;
    const found: Omit<AccountTransfer, 'fee'>[] = [];
    for (const move of moves) {
      if (move.owner !== owner) continue;
      const other = partner(move)?.owner ?? null;
      if (other === owner) continue;
      if (move.side === 'withdrawn' && other === feeCollector && move.asset.kind === 'token') {
        fee = (fee ?? 0n) + move.asset.amount;
        continue;
      }
      found.push({
        key: `${transactionId}:${move.event.eventIndex}`,
        transactionId,
        blockHeight: block.blockHeight,
        time,
        direction: move.side === 'deposited' ? 'in' : 'out',
        asset: move.asset,
        counterparty: other,
      });
    }
    for (const transfer of found) transfers.push({ ...transfer, fee });
  }
  return transfers;
}

// Flow's mainnet began in 2020: an earlier time is a placeholder, such as Go's zero time.
const FLOW_BEGAN = Date.UTC(2020, 0, 1);

function blockTime(timestamp: string): number | null {
  const time = Date.parse(timestamp);
  return Number.isFinite(time) && time >= FLOW_BEGAN ? time : null;
}

function moveOf(event: FlowEvent, types: TransferEventTypes): Move | null {
  const fields = event.fields;
  if (!fields || typeof fields.type !== 'string') return null;
  const side =
    event.type === types.tokenWithdrawn || event.type === types.nftWithdrawn
      ? 'withdrawn'
      : event.type === types.tokenDeposited || event.type === types.nftDeposited
        ? 'deposited'
        : null;
  if (!side) return null;
  const owner = addressOrNull(side === 'withdrawn' ? fields.from : fields.to);
  if (owner === undefined) return null;
  if (event.type === types.tokenWithdrawn || event.type === types.tokenDeposited) {
    const uuid = side === 'withdrawn' ? fields.withdrawnUUID : fields.depositedUUID;
    const amount = parseUFix64OrNull(fields.amount);
    if (amount === null || !isUInt64(uuid)) return null;
    return { event, side, owner, uuid, asset: { kind: 'token', type: fields.type, amount } };
  }
  if (!isUInt64(fields.uuid) || !isUInt64(fields.id)) return null;
  return {
    event,
    side,
    owner,
    uuid: fields.uuid,
    asset: { kind: 'nft', type: fields.type, id: fields.id },
  };
}

/** An optional Address field: the address, null for nil, undefined when it is not one. */
function addressOrNull(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(value)) return undefined;
  return normalizeFlowAddress(value.slice(2).padStart(16, '0'));
}

const isUInt64 = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,20}$/.test(value) && BigInt(value) < 2n ** 64n;
