import type { FlowNetwork } from '../../flow/networks.ts';
import type { AccountTransfer } from '../../flow/transfers/account-transfer.ts';
import { formatUFix64 } from '../../flow/ufix64.ts';
import type { ActivityRow } from './activity-rows.ts';
import { PHASE_LABELS } from './activity-text.ts';
import { assetName } from './transfer-text.ts';

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

const SOURCES = { sent: 'Sent from Flowdeck', transfer: 'Access node events' } as const;

/**
 * The rows as CSV (RFC 4180, CRLF), one line per asset moved: amounts exact to the last digit
 * (UFix64 with all 8 decimals), each transaction's fee on its first line only, so that the fee
 * column adds up.
 */
export function activityCsv(rows: readonly ActivityRow[], network: FlowNetwork): string {
  const lines: string[][] = [[...HEADER]];
  const feeWritten = new Set<string>();
  const fee = (transactionId: string, amount: bigint | null) => {
    if (amount === null || feeWritten.has(transactionId)) return '';
    feeWritten.add(transactionId);
    return formatUFix64(amount);
  };
  const transferLine = (
    transfer: AccountTransfer,
    status: string,
    source: string,
    description: string,
    feePaid: bigint | null,
  ) => [
    isoOrEmpty(transfer.time),
    transfer.transactionId,
    transfer.direction === 'in' ? 'In' : 'Out',
    status,
    assetName(transfer.asset, network).label,
    transfer.asset.type,
    transfer.asset.kind === 'token' ? formatUFix64(transfer.asset.amount) : '1',
    transfer.asset.kind === 'nft' ? transfer.asset.id : '',
    transfer.counterparty ?? '',
    fee(transfer.transactionId, feePaid),
    source,
    description,
  ];

  for (const row of rows) {
    if (row.kind === 'transfer') {
      lines.push(transferLine(row.transfer, 'Sealed', SOURCES.transfer, '', row.transfer.fee));
      continue;
    }
    const { entry } = row;
    const status = PHASE_LABELS[entry.phase];
    if (row.transfers.length === 0) {
      lines.push([
        isoOrEmpty(entry.createdAt),
        entry.id,
        'Out',
        status,
        '',
        '',
        '',
        '',
        entry.recipient ?? '',
        fee(entry.id, entry.feePaid),
        SOURCES.sent,
        entry.title,
      ]);
      continue;
    }
    for (const transfer of row.transfers) {
      lines.push(
        transferLine(
          { ...transfer, time: entry.createdAt },
          status,
          SOURCES.sent,
          entry.title,
          entry.feePaid ?? transfer.fee,
        ),
      );
    }
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const isoOrEmpty = (time: number | null) => (time === null ? '' : new Date(time).toISOString());

/**
 * One cell: quoted when it holds a comma, quote or line break; text that a spreadsheet would
 * run as a formula (it starts with = + - @ or a tab) gets a leading apostrophe first, as OWASP
 * advises: titles can hold a token's own words.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}
