import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit } from '../../flow/cadence/compute-limits.ts';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import { getAccountSummaryScript } from '../../flow/cadence/scripts/get_account_summary.ts';
import { getAssetPathsScript } from '../../flow/cadence/scripts/get_asset_paths.ts';
import { getFeeEstimateScript } from '../../flow/cadence/scripts/get_fee_estimate.ts';
import { AccessNodeError, accessNodeErrorFromResponse } from '../../flow/errors.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { fallbackFeeReserve } from '../../flow/spendable-flow.ts';
import { parseUFix64 } from '../../flow/ufix64.ts';
import { accountSummaryAnswer } from '../../test/account-summary-answer.ts';
import { RouterAt } from '../../test/RouterAt.tsx';
import { AccountDashboard } from './AccountDashboard.tsx';
import type { AccountViewer } from './account-viewer.ts';

const ALICE = '0x01cf0e2f2f715450';
const SUMMARY = accountSummaryAnswer({
  storageUsed: '95000',
  storageCapacity: '100000',
  coaAddress: '000000000000000000000002c0ffee00c0ffee00',
  coaBalance: '25000000000000000001',
  nftCollectionCount: '1',
  nftCounts: { '/storage/kitties': '3' },
});

function renderDashboard(client: FakeFlowClient, viewer: AccountViewer = 'owner') {
  return renderWithFlow(
    <RouterAt>
      <AccountDashboard
        address={ALICE}
        title={viewer === 'owner' ? 'Your account' : 'Account'}
        tokensPath="/tokens"
        nftsPath="/nfts"
        viewer={viewer}
      />
    </RouterAt>,
    client,
  );
}

describe('AccountDashboard', () => {
  it('shows everything from one script request, and keeps the network’s maximum fee back', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async (request) =>
      request.cadence === getFeeEstimateScript.cadence ? '0.00012345' : SUMMARY;
    renderDashboard(client);
    expect(await screen.findByTestId('flow-total')).toHaveTextContent(
      '1025.000000000000000001 FLOW',
    );
    expect(screen.getByTestId('flow-balance')).toHaveTextContent('1000 FLOW');
    // What Send's Max allows: the available FLOW less the most the fee can be on this network.
    await waitFor(() =>
      expect(screen.getByTestId('flow-available')).toHaveTextContent('999.98987655 FLOW'),
    );
    expect(screen.getByText(/keeps 0\.00012345 FLOW back/)).toBeInTheDocument();
    expect(screen.getByTestId('flow-reserve')).toHaveTextContent('0.01 FLOW');
    expect(screen.getByTestId('coa-address')).toHaveTextContent(
      '0x000000000000000000000002C0FfEe00C0FfEe00',
    );
    expect(screen.getByTestId('storage-figures')).toHaveTextContent('95 kB of 100 kB used');
    expect(screen.getByRole('status')).toHaveTextContent('Storage is nearly full');
    expect(screen.getByTestId('token-count')).toHaveTextContent('2 tokens');
    expect(screen.getByTestId('nft-count')).toHaveTextContent('3 NFTs in 1 collection');
    const summaries = client.queries.filter(
      (query) => query.cadence === getAccountSummaryScript.cadence,
    );
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.args).toEqual([
      { type: 'Address', value: ALICE },
      { type: 'Optional', value: null },
      // The verified tokens that can show a value: only their balances are read.
      { type: 'Array', value: [{ type: 'String', value: 'A.fd43f9148d4b725d.SandboxUSD.Vault' }] },
    ]);
    expect(client.queries.map((query) => query.cadence).sort()).toEqual(
      [getAccountSummaryScript.cadence, getFeeEstimateScript.cadence].sort(),
    );
  });

  it('reads the maximum fee once per session: after a reload the dashboard is one request again', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async (request) =>
      request.cadence === getFeeEstimateScript.cadence ? '0.00012345' : SUMMARY;
    const first = renderDashboard(client);
    await waitFor(() =>
      expect(screen.getByTestId('flow-available')).toHaveTextContent('999.98987655 FLOW'),
    );
    first.unmount();

    const reloaded = new FakeFlowClient();
    reloaded.queryResult = async () => SUMMARY;
    renderDashboard(reloaded);
    expect(await screen.findByTestId('flow-available')).toHaveTextContent('999.98987655 FLOW');
    expect(reloaded.queries.map((query) => query.cadence)).toEqual([
      getAccountSummaryScript.cadence,
    ]);
  });

  it('keeps back mainnet’s worst-case fee at a FLOW transfer’s limit while the network’s fee cannot be read', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async (request) => {
      if (request.cadence === getFeeEstimateScript.cadence) throw new Error('no FlowFees');
      return SUMMARY;
    };
    renderDashboard(client);
    const reserve = fallbackFeeReserve(computeLimit(COMPUTATION.transfer_flow));
    const available = parseUFix64(SUMMARY.availableBalance);
    expect(await screen.findByTestId('flow-available')).toHaveTextContent(
      `${formatFlow(available - reserve)} FLOW`,
    );
    expect(
      screen.getByText(`keeps ${formatFlow(reserve)} FLOW back`, { exact: false }),
    ).toBeInTheDocument();
    // The fee it could not read was asked for at that same limit.
    const feeReads = client.queries.filter(
      (query) => query.cadence === getFeeEstimateScript.cadence,
    );
    expect(feeReads.length).toBeGreaterThan(0);
    for (const read of feeReads) {
      expect(read.args).toEqual([
        { type: 'UInt64', value: String(computeLimit(COMPUTATION.transfer_flow)) },
      ]);
    }
  });

  it('explains a missing EVM account', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => ({ ...SUMMARY, coaAddress: null, coaBalance: null });
    renderDashboard(client);
    expect(await screen.findByTestId('coa-missing')).toHaveTextContent('no EVM account');
    expect(screen.getByTestId('flow-evm')).toHaveTextContent('none');
    expect(screen.getByRole('link', { name: 'Enable EVM' })).toHaveAttribute('href', '/evm');
  });

  it('someone else’s account offers none of the viewer’s actions and speaks of "this account"', async () => {
    const client = new FakeFlowClient();
    client.queryResult = async () => ({ ...SUMMARY, coaAddress: null, coaBalance: null });
    const { container } = renderDashboard(client, 'visitor');
    expect(await screen.findByTestId('coa-missing')).toHaveTextContent(
      'This account has no EVM account (COA).',
    );
    expect(screen.queryByRole('link', { name: 'Enable EVM' })).toBeNull();
    expect(screen.queryByText('Available to send')).toBeNull();
    expect(screen.getByText('Not held for storage')).toBeVisible();
    expect(container.textContent).not.toMatch(/\byour\b/i);
  });

  it('shows a failure with a retry that reads again', async () => {
    const client = new FakeFlowClient();
    let calls = 0;
    client.queryResult = async () => {
      calls += 1;
      if (calls === 1) throw new AccessNodeError({ kind: 'unavailable', statusCode: 503 });
      return SUMMARY;
    };
    renderDashboard(client);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('busy or unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('flow-balance')).toHaveTextContent('1000 FLOW'));
  });

  it('names a collection whose contract fails when counted, and shows the rest as usual', async () => {
    localStorage.clear();
    const countless = [
      '[Error Code: 1101] cadence runtime error: Execution failed:',
      'error: panic: CountlessKitties: getLength is broken',
      ' --> 0ae53cb6e3f42a79.CountlessKitties:188:12',
    ].join('\n');
    const countOnly = (args: readonly CadenceValue[]): string[] | null => {
      const option = args[1];
      if (option?.type !== 'Optional' || option.value === null) return null;
      return option.value.type === 'Array'
        ? option.value.value.map((entry) => ('value' in entry ? String(entry.value) : ''))
        : null;
    };
    const client = new FakeFlowClient();
    client.queryResult = async ({ cadence, args = [] }) => {
      if (cadence === getFeeEstimateScript.cadence) return '0.00012345';
      if (cadence === getAssetPathsScript.cadence) {
        return ['kitties', 'countless'].map((name) => ({
          path: `/storage/${name}`,
          identifier: `A.0ae53cb6e3f42a79.${name === 'kitties' ? 'SandboxKitties' : 'CountlessKitties'}.Collection`,
          kind: 'collection',
          balance: null,
        }));
      }
      const counted = countOnly(args) ?? ['/storage/kitties', '/storage/countless'];
      if (counted.includes('/storage/countless')) throw accessNodeErrorFromResponse(400, countless);
      return {
        ...SUMMARY,
        nftCollectionCount: '2',
        nftCounts: counted.includes('/storage/kitties') ? { '/storage/kitties': '3' } : {},
      };
    };
    renderDashboard(client);
    expect(await screen.findByTestId('nft-count-partial')).toHaveTextContent(
      '(1 collection not counted)',
    );
    expect(screen.getByTestId('nft-count')).toHaveTextContent('3 NFTs in 2 collections');
    expect(screen.getByTestId('flow-balance')).toHaveTextContent('1000 FLOW');
    const uncounted = screen.getByTestId('unavailable-asset');
    expect(uncounted).toHaveTextContent('NFT collection: NFT count unavailable');
    expect(uncounted).toHaveTextContent('CountlessKitties');
    expect(uncounted).toHaveTextContent(
      'Its contract failed when asked for how many NFTs it holds. It said: “panic: CountlessKitties: getLength is broken”',
    );
  });
});
