import { formatUnits } from 'viem';
import { displayText } from '../../components/ui/plain-text.ts';
import { HISTORY_SOURCE_LABELS } from '../../flow/history/history-sources.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { formatUFix64 } from '../../flow/ufix64.ts';
import type { ActivityRow, RowAsset } from './activity-rows.ts';
import { PHASE_LABELS } from './activity-text.ts';
import { assetContract, assetName, exactAmount } from './transfer-text.ts';

const CELL_LENGTH = 1_000;

const HEADER = [
  'Date (UTC)',
  'Transaction ID',
  'Direction',
  'Status',
  'Asset',
  'Asset contract',
  'Amount',
  'NFT ID',
  'Counterparty',
  'Fee (FLOW)',
  'Source',
  'Description',
] as const;

/** One asset moved, as a CSV line needs it. */
interface Moved {
  readonly time: number | null;
  readonly transactionId: string;
  readonly direction: 'in' | 'out';
  readonly asset: RowAsset;
  readonly counterparty: string | null;
  /** The fee as text in FLOW, or null. */
  readonly fee: string | null;
}

/**
 * The rows as CSV (RFC 4180, CRLF), one line per asset moved: amounts exact to the last digit
 * (UFix64 with all 8 decimals; EVM amounts in their token's decimals), each transaction's fee on
 * its first line only, so that the fee column adds up.
 */
export function activityCsv(rows: readonly ActivityRow[], network: FlowNetwork): string {
  const lines: string[][] = [[...HEADER]];
  const feeWritten = new Set<string>();
  const line = (moved: Moved, status: string, source: string, description: string) => {
    const fee = moved.fee !== null && !feeWritten.has(moved.transactionId) ? moved.fee : '';
    if (fee) feeWritten.add(moved.transactionId);
    const { asset } = moved;
    lines.push([
      moved.time === null ? '' : new Date(moved.time).toISOString(),
      moved.transactionId,
      moved.direction === 'in' ? 'In' : 'Out',
      status,
      assetName(asset, network).label,
      assetContract(asset),
      exactAmount(asset),
      asset.kind === 'nft' || asset.kind === 'erc721' ? asset.id : '',
      moved.counterparty ?? '',
      fee,
      source,
      description,
    ]);
  };
  const cadenceFee = (fee: bigint | null) => (fee === null ? null : formatUFix64(fee));

  for (const row of rows) {
    switch (row.kind) {
      case 'transfer':
        line(
          { ...row.transfer, fee: cadenceFee(row.transfer.fee) },
          'Sealed',
          'Access node events',
          '',
        );
        break;
      case 'history': {
        const { transfer } = row;
        const fee =
          transfer.fee === null
            ? null
            : transfer.vm === 'evm'
              ? formatUnits(transfer.fee, 18)
              : formatUFix64(transfer.fee);
        const note = transfer.approximate ? 'amount as the source rounded it' : '';
        line(
          { ...transfer, fee },
          transfer.failed ? 'Failed' : 'Sealed',
          HISTORY_SOURCE_LABELS[transfer.source],
          note,
        );
        break;
      }
      case 'balance-change':
        line(
          {
            time: row.time,
            transactionId: '',
            direction: row.change.delta > 0n ? 'in' : 'out',
            asset: row.asset,
            counterparty: null,
            fee: null,
          },
          'Seen',
          'EVM balance change',
          'A change between two reads of the EVM account; its transaction is not known',
        );
        break;
      case 'sent': {
        const { entry } = row;
        const status = PHASE_LABELS[entry.phase];
        if (row.transfers.length === 0) {
          lines.push([
            new Date(entry.createdAt).toISOString(),
            entry.id,
            'Out',
            status,
            '',
            '',
            '',
            '',
            entry.recipient ?? '',
            entry.feePaid === null || feeWritten.has(entry.id) ? '' : formatUFix64(entry.feePaid),
            'Sent from Flowdeck',
            entry.title,
          ]);
          feeWritten.add(entry.id);
          break;
        }
        for (const transfer of row.transfers) {
          line(
            { ...transfer, time: entry.createdAt, fee: cadenceFee(entry.feePaid ?? transfer.fee) },
            status,
            'Sent from Flowdeck',
            entry.title,
          );
        }
      }
    }
  }
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * One cell: quoted when it holds a comma, quote or line break; text that a spreadsheet would
 * run as a formula (it starts with = + - @ or a tab) gets a leading apostrophe first, as OWASP
 * advises: titles can hold a token's own words.
 */
export function csvCell(value: string): string {
  // Untrusted words (a title, a source's token type) lose what could hide or reorder them.
  const shown = displayText(value, CELL_LENGTH);
  const inert = /^[=+\-@\t\r]/.test(shown) ? `'${shown}` : shown;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}
