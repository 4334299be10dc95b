/**
 * Block production: each block executes its parent's transactions and includes the pending
 * ones; scripted transactions (script-next-transaction) move one status per block instead.
 */

import type { ScriptedStatus } from '../../fault-proxy/src/faults.ts';
import { bytesToHex, sha3 } from '../../fault-proxy/src/flow-crypto.ts';
import type { Block, Collection, TxRecord } from './chain-records.ts';
import { SEAL_LAG, transactionStatus } from './transaction-status.ts';

/** The blocks, collections and transactions a new block reads and extends. */
export interface ChainBlocks {
  readonly blocks: Block[];
  readonly transactions: ReadonlyMap<string, TxRecord>;
  readonly collections: Map<string, Collection>;
  readonly expiryBlocks: number;
}

/** What producing a block does to the ledger: runs a transaction, keeps the resulting state. */
export interface BlockSteps {
  execute(tx: TxRecord, block: Block): void;
  recordState(height: number): void;
}

/** A flow-go style 64-hex id from arbitrary text. */
function hashId(text: string): string {
  return bytesToHex(sha3(new TextEncoder().encode(text)));
}

export function latestBlock(blocks: readonly Block[]): Block {
  const block = blocks[blocks.length - 1];
  if (block === undefined) throw new Error('no blocks');
  return block;
}

export function genesisBlock(): Block {
  const genesisTime = new Date();
  return {
    id: hashId(`flowdeck-sandbox genesis ${genesisTime.toISOString()}`),
    parentId: '0'.repeat(64),
    height: 0,
    timestamp: genesisTime.toISOString(),
    parentVoterSignature: Buffer.from(sha3(new TextEncoder().encode('genesis'))).toString('base64'),
    transactionIds: [],
    collectionId: null,
  };
}

/**
 * Produces the next block: executes last block's transactions, includes pending ones. Returns
 * it with the transactions whose status changed.
 */
export function produceBlock(
  chain: ChainBlocks,
  steps: BlockSteps,
): { block: Block; changed: Set<TxRecord> } {
  const parent = latestBlock(chain.blocks);
  const height = parent.height + 1;
  const changed = new Set<TxRecord>();

  let executedParent = false;
  for (const id of parent.transactionIds) {
    const tx = chain.transactions.get(id);
    if (tx !== undefined && !tx.executed && tx.scripted === null) {
      steps.execute(tx, parent);
      executedParent = true;
      changed.add(tx);
    }
  }
  if (executedParent) steps.recordState(parent.height);

  // Scripted transactions move one step per block.
  const scriptedNow = new Map<TxRecord, ScriptedStatus>();
  for (const tx of chain.transactions.values()) {
    const script = tx.scripted;
    if (script === null) continue;
    if (script.step < script.statuses.length - 1) {
      script.step += 1;
      changed.add(tx);
    }
    scriptedNow.set(tx, script.statuses[script.step] ?? 'pending');
  }

  const included: string[] = [];
  for (const tx of chain.transactions.values()) {
    if (tx.includedHeight !== null || tx.expired) continue;
    const scripted = scriptedNow.get(tx);
    if (scripted !== undefined) {
      if (scripted === 'expired') tx.expired = true;
      else if (scripted !== 'pending') included.push(tx.id);
      continue;
    }
    if (tx.neverInclude) {
      if (height - tx.refHeight > chain.expiryBlocks) {
        tx.expired = true;
        changed.add(tx);
      }
      continue;
    }
    included.push(tx.id);
  }
  const timestamp = new Date();
  const collectionId =
    included.length === 0 ? null : hashId(`collection ${height} ${included.join(',')}`);
  const block: Block = {
    id: hashId(`${parent.id} ${height} ${timestamp.toISOString()} ${included.join(',')}`),
    parentId: parent.id,
    height,
    timestamp: timestamp.toISOString(),
    parentVoterSignature: Buffer.from(sha3(new TextEncoder().encode(parent.id))).toString('base64'),
    transactionIds: included,
    collectionId,
  };
  chain.blocks.push(block);
  if (collectionId !== null) {
    chain.collections.set(collectionId, {
      id: collectionId,
      height,
      referenceBlockId: parent.id,
      transactionIds: included,
    });
  }
  for (const id of included) {
    const tx = chain.transactions.get(id);
    if (tx === undefined) continue;
    tx.includedHeight = height;
    tx.collectionId = collectionId ?? '';
    changed.add(tx);
  }

  // Scripted transactions that reached executed or sealed run now, in the new block.
  let executedScripted = false;
  for (const [tx, status] of scriptedNow) {
    if ((status === 'executed' || status === 'sealed') && !tx.executed) {
      const at = tx.includedHeight === null ? block : (chain.blocks[tx.includedHeight] ?? block);
      steps.execute(tx, at);
      executedScripted = true;
      changed.add(tx);
    }
  }
  if (executedScripted) steps.recordState(height);

  // Transactions whose block just became sealed.
  const sealedBlock = chain.blocks[height - SEAL_LAG];
  for (const id of sealedBlock?.transactionIds ?? []) {
    const tx = chain.transactions.get(id);
    if (tx !== undefined) changed.add(tx);
  }
  const now = Date.now();
  for (const tx of changed) {
    if (tx.sealedAt === null && transactionStatus(tx, chain.blocks.length - 1) === 4)
      tx.sealedAt = now;
  }
  return { block, changed };
}
