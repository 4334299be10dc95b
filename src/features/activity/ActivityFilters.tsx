import type { FlowNetwork } from '../../flow/networks.ts';
import {
  type ActivityFilter,
  assetKey,
  type DirectionFilter,
  directionFilter,
  type RowAsset,
  type StatusFilter,
  statusFilter,
} from './activity-rows.ts';
import { assetName } from './transfer-text.ts';

const DIRECTIONS: readonly [DirectionFilter, string][] = [
  ['all', 'In and out'],
  ['in', 'In'],
  ['out', 'Out'],
];
const STATUSES: readonly [StatusFilter, string][] = [
  ['all', 'Any status'],
  ['pending', 'Pending'],
  ['succeeded', 'Succeeded'],
  ['failed', 'Failed, expired or unknown'],
];

/** Direction, asset and status filters over Activity, and the export of what they show. */
export function ActivityFilters({
  filter,
  assets,
  network,
  onChange,
  onExport,
  shown,
}: {
  readonly filter: ActivityFilter;
  readonly assets: readonly RowAsset[];
  readonly network: FlowNetwork;
  readonly onChange: (filter: ActivityFilter) => void;
  readonly onExport: () => void;
  /** How many rows the filters leave. */
  readonly shown: number;
}) {
  return (
    <form
      className="activity__filters"
      aria-label="Filter Activity"
      onSubmit={(event) => event.preventDefault()}
    >
      <label>
        Direction{' '}
        <select
          value={filter.direction}
          onChange={(event) =>
            onChange({ ...filter, direction: directionFilter(event.target.value) })
          }
        >
          {DIRECTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Asset{' '}
        <select
          value={filter.asset}
          onChange={(event) => onChange({ ...filter, asset: event.target.value })}
        >
          <option value="all">Every asset</option>
          {assets.map((asset) => (
            <option key={assetKey(asset)} value={assetKey(asset)}>
              {assetName(asset, network).label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Status{' '}
        <select
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: statusFilter(event.target.value) })}
        >
          {STATUSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary"
        onClick={onExport}
        disabled={shown === 0}
      >
        Export {shown} as CSV
      </button>
    </form>
  );
}
