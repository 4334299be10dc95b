import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit } from '../../flow/cadence/compute-limits.ts';
import { canReceiveTokenScript } from '../../flow/cadence/scripts/can_receive_token.ts';
import { getAccountSummaryScript } from '../../flow/cadence/scripts/get_account_summary.ts';
import { getFeeEstimateScript } from '../../flow/cadence/scripts/get_fee_estimate.ts';
import { getTokenVaultsScript } from '../../flow/cadence/scripts/get_token_vaults.ts';
import type { CadenceRequest } from '../../flow/client/flow-client.ts';
import { createFlowConfig } from '../../flow/config.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { describeShortfall, payerShortfall } from '../../flow/payer-check.ts';
import { FakeFlowClient, signedInUser } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { fallbackFeeReserve } from '../../flow/spendable-flow.ts';
import { formatUFix64, parseUFix64 } from '../../flow/ufix64.ts';
import { accountSummaryAnswer } from '../../test/account-summary-answer.ts';
import { RouterAt } from '../../test/RouterAt.tsx';
import { tokenVaultAnswer } from '../../test/token-vault-answer.ts';
import { SendPage } from './SendPage.tsx';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';

const SUMMARY = accountSummaryAnswer();

const VAULTS = [
  tokenVaultAnswer({
    identifier: 'A.0ae53cb6e3f42a79.FlowToken.Vault',
    name: 'FLOW',
    symbol: 'FLOW',
    balance: '1000.00000000',
    storagePath: '/storage/flowTokenVault',
    receiverPath: '/public/flowTokenReceiver',
  }),
  tokenVaultAnswer(),
];

/** The compute limit a FLOW transfer to a Cadence address is signed with. */
const TRANSFER_FLOW_LIMIT = computeLimit(COMPUTATION.transfer_flow);

/**
 * `maxFee`: what FlowFees answers for the compute limit, or why it cannot be read; `summary`:
 * the account summary (Alice's 1000 FLOW by default).
 */
function answer(
  canReceive: boolean,
  maxFee: string | Error = '0.00010000',
  summary: typeof SUMMARY = SUMMARY,
) {
  return async (request: CadenceRequest): Promise<unknown> => {
    if (request.cadence === getAccountSummaryScript.cadence) return summary;
    if (request.cadence === getFeeEstimateScript.cadence) {
      if (maxFee instanceof Error) throw maxFee;
      return maxFee;
    }
    if (request.cadence === getTokenVaultsScript.cadence) return VAULTS;
    if (request.cadence === canReceiveTokenScript.cadence) return canReceive;
    throw new Error('unexpected script');
  };
}

/** 0.00005 FLOW above its 0.01 FLOW storage reserve: less than the most the fee can be. */
const POOR = { ...SUMMARY, balance: '0.01005000', availableBalance: '0.00005000' };

/** What the app says `summary`'s account lacks to pay a fee of `maxFee` (sending no FLOW). */
function shortfallMessage(summary: typeof SUMMARY, maxFee: string): string {
  const balance = parseUFix64(summary.balance);
  const storageReserve = balance - parseUFix64(summary.availableBalance);
  const shortfall = payerShortfall({ balance, storageReserve }, 0n, parseUFix64(maxFee));
  if (!shortfall) throw new Error('this account can pay the fee');
  return describeShortfall(shortfall);
}

const labelOf = (network: FlowNetwork) =>
  ({ local: 'Sandbox', testnet: 'Testnet', mainnet: 'Mainnet' })[network];

function renderSend(client: FakeFlowClient) {
  return renderWithFlow(
    <RouterAt>
      <SendPage address={ALICE} labelOf={labelOf} />
    </RouterAt>,
    client,
    { label: 'Sandbox' },
  );
}

async function fill(recipient: string, amount: string) {
  const recipientField = await screen.findByLabelText('Recipient');
  await userEvent.clear(recipientField);
  if (recipient) await userEvent.type(recipientField, recipient);
  const amountField = screen.getByLabelText(/^Amount/);
  await userEvent.clear(amountField);
  if (amount) await userEvent.type(amountField, amount);
}

describe('SendPage', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    ['0x179b6b1cb6755e30', '1', 'checksum does not match'],
    ['0x1654653399040a61', '1', 'is a Mainnet address'],
    [BOB, '0.000000001', 'At most 8 decimal places'],
    [BOB, '5000', 'More than you can send'],
  ])(
    'refuses %s / %s next to the field and opens no wallet',
    async (recipient, amount, message) => {
      const client = new FakeFlowClient();
      client.queryResult = answer(true);
      renderSend(client);
      await fill(recipient, amount);
      await userEvent.click(screen.getByRole('button', { name: 'Review' }));
      expect(screen.getByText(new RegExp(message))).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
      expect(client.mutations).toHaveLength(0);
    },
  );

  it('lists a fake FLOW as not FLOW and unverified, and says so in the review', async () => {
    const fake = tokenVaultAnswer({
      identifier: 'A.179b6b1cb6755e31.FakeFlow.Vault',
      name: 'Flow Token',
      symbol: 'FLOW',
      balance: '99999.00000000',
    });
    const client = new FakeFlowClient();
    const base = answer(true);
    client.queryResult = async (request) =>
      request.cadence === getTokenVaultsScript.cadence ? [...VAULTS, fake] : base(request);
    renderSend(client);
    const picker = await screen.findByLabelText('Asset');
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toMatch(/^FLOW — /);
    expect(options[1]).toContain('verified, SandboxUSD at 0x1924…7282');
    expect(options[2]).toContain('NOT FLOW, unverified, FakeFlow at 0x179b…5e31');
    await userEvent.selectOptions(picker, 'A.179b6b1cb6755e31.FakeFlow.Vault');
    await fill(BOB, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('review-token-type')).toHaveTextContent(
      'A.179b6b1cb6755e31.FakeFlow.Vault',
    );
    expect(within(review).getByTestId('review-token-verified')).toHaveTextContent(
      'No, and it is not FLOW: it only uses the name',
    );
  });

  it('warns when the recipient cannot receive the token, and does not go on', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(false);
    renderSend(client);
    await userEvent.selectOptions(
      await screen.findByLabelText('Asset'),
      'A.192440c99cb17282.SandboxUSD.Vault',
    );
    await fill(BOB, '1');
    expect(await screen.findByText(/cannot receive sUSD/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(client.mutations).toHaveLength(0);
  });

  it('sends to one’s own address only after an explicit confirmation, flagged in the review', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    client.mutateResult = async () => 'd'.repeat(64);
    renderSend(client);
    await fill(ALICE, '1');
    expect(
      await screen.findByText(/This is your own address: you would pay a fee/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    expect(screen.getByLabelText('Recipient')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Yes, send to my own address' }));
    expect(screen.getByText('This is your own address.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByText('Your own address: you send to yourself')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations).toHaveLength(1);
  });

  it('asks no confirmation for someone else’s address', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    renderSend(client);
    await fill(BOB, '1');
    expect(screen.queryByRole('checkbox', { name: 'Yes, send to my own address' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByText('Cadence address')).toBeInTheDocument();
  });

  it('reviews exactly what is signed, then sends once however often Sign is clicked', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    let release: (id: string) => void = () => {};
    client.mutateResult = () => new Promise((resolve) => (release = resolve));
    renderSend(client);
    await fill(BOB, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('send-summary')).toHaveTextContent(
      'Send 12.5 FLOW to 0x179b…5e31',
    );
    expect(within(review).getByText('12.50000000')).toBeInTheDocument();
    expect(within(review).getByTestId('review-cadence').textContent).toContain(
      'transaction(amount: UFix64, to: Address)',
    );
    expect(within(review).getByText(String(TRANSFER_FLOW_LIMIT))).toBeInTheDocument();

    const sign = within(review).getByRole('button', { name: 'Sign in wallet' });
    await userEvent.dblClick(sign);
    await userEvent.click(sign);
    expect(client.mutations).toHaveLength(1);
    expect(client.mutations[0]?.args).toEqual([
      { type: 'UFix64', value: '12.50000000' },
      { type: 'Address', value: BOB },
    ]);
    expect(client.mutations[0]?.limit).toBe(TRANSFER_FLOW_LIMIT);
    release('c'.repeat(64));
    expect(await screen.findByTestId('send-status')).toBeInTheDocument();
  });

  it('shows the most the fee can be, read for the compute limit, and Max keeps exactly that back', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true, '0.00012345');
    renderSend(client);
    await fill(BOB, '');
    await waitFor(() => expect(screen.getByText(/^Up to 999\.98987655 FLOW/)).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('999.98987655');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByTestId('review-max-fee')).toHaveTextContent('0.00012345 FLOW');
    const feeReads = client.queries.filter(
      (query) => query.cadence === getFeeEstimateScript.cadence,
    );
    expect(feeReads.length).toBeGreaterThan(0);
    for (const read of feeReads) {
      expect(read.args).toEqual([{ type: 'UInt64', value: String(TRANSFER_FLOW_LIMIT) }]);
    }
  });

  it('says when the network’s fee cannot be read, keeps back mainnet’s worst case at the transfer’s limit, and still lets you sign', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true, new Error('FlowFees cannot be read'));
    client.setUser(signedInUser(ALICE));
    renderSend(client);
    await fill(BOB, '');
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    const reserve = fallbackFeeReserve(TRANSFER_FLOW_LIMIT);
    const max = parseUFix64(SUMMARY.availableBalance) - reserve;
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(formatFlow(max));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    await waitFor(() =>
      expect(within(review).getByTestId('review-max-fee')).toHaveTextContent(
        'Unknown: this network’s fee could not be read',
      ),
    );
    // The review's payer check counts the same worst case: Max leaves exactly enough to pay.
    expect(within(review).queryByTestId('review-cannot-pay')).toBeNull();
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations).toHaveLength(1);
    expect(client.mutations[0]?.args?.[0]).toEqual({ type: 'UFix64', value: formatUFix64(max) });
  });

  it('says why nothing can be sent when the FLOW balance cannot pay the storage reserve and the fee, and opens no wallet', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true, '0.00010000', POOR);
    renderSend(client);
    await fill(BOB, '0.00001');
    const message = shortfallMessage(POOR, '0.00010000');
    expect(message).toMatch(
      /^This account needs at least 0\.0101 FLOW to send this: Flow reserves /,
    );
    const amountField = screen.getByLabelText(/^Amount/);
    await waitFor(() => expect(amountField).toHaveAccessibleDescription(message));
    expect(amountField).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    expect(client.mutations).toHaveLength(0);
  });

  it('refuses to sign a token send whose fee the account’s FLOW cannot pay, and says why', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true, '0.00010000', POOR);
    client.setUser(signedInUser(ALICE));
    renderSend(client);
    await userEvent.selectOptions(
      await screen.findByLabelText('Asset'),
      'A.192440c99cb17282.SandboxUSD.Vault',
    );
    await fill(BOB, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(await within(review).findByTestId('review-cannot-pay')).toHaveTextContent(
      shortfallMessage(POOR, '0.00010000'),
    );
    const sign = within(review).getByRole('button', { name: 'Sign in wallet' });
    expect(sign).toBeDisabled();
    await userEvent.click(sign);
    expect(client.mutations).toHaveLength(0);
    // The fee was read for the token transfer's own limit.
    const feeReads = client.queries.filter(
      (query) => query.cadence === getFeeEstimateScript.cadence,
    );
    expect(feeReads.map((read) => read.args)).toContainEqual([
      { type: 'UInt64', value: String(computeLimit(COMPUTATION.transfer_tokens)) },
    ]);
  });

  it('lets the same account sign once its FLOW covers the fee', async () => {
    const enough = { ...SUMMARY, balance: '0.01010000', availableBalance: '0.00010000' };
    const client = new FakeFlowClient();
    client.queryResult = answer(true, '0.00010000', enough);
    client.setUser(signedInUser(ALICE));
    renderSend(client);
    await userEvent.selectOptions(
      await screen.findByLabelText('Asset'),
      'A.192440c99cb17282.SandboxUSD.Vault',
    );
    await fill(BOB, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    await waitFor(() =>
      expect(within(review).getByTestId('review-max-fee')).toHaveTextContent('0.0001 FLOW'),
    );
    expect(within(review).queryByTestId('review-cannot-pay')).toBeNull();
    await userEvent.click(within(review).getByRole('button', { name: 'Sign in wallet' }));
    expect(client.mutations).toHaveLength(1);
    expect(client.mutations[0]?.limit).toBe(computeLimit(COMPUTATION.transfer_tokens));
  });

  it('lets no transaction start until the node has confirmed the chain', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    let answerChain: (chain: string) => void = () => {};
    client.chainId = () => new Promise<string>((resolve) => (answerChain = resolve));
    renderSend(client);
    await fill(BOB, '1');
    const review = screen.getByRole('button', { name: 'Review' });
    expect(review).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Checking the network…/);
    await userEvent.type(screen.getByLabelText(/^Amount/), '{Enter}');
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();

    answerChain('local');
    await waitFor(() => expect(review).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses to sign when the chain turns unverified while the review is open', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    const { chainChecks } = renderSend(client);
    await fill(BOB, '1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByRole('button', { name: 'Sign in wallet' })).toBeEnabled();

    // The node is asked again (a Retry) and now reports another chain.
    const node = createFlowConfig('local').accessNodeUrl;
    await act(() => chainChecks.recheck(node, async () => 'testnet'));
    const sign = within(review).getByRole('button', { name: 'Sign in wallet' });
    await waitFor(() => expect(sign).toBeDisabled());
    expect(within(review).getByTestId('review-blocked')).toHaveTextContent(/another network/);
    await userEvent.click(sign);
    expect(client.mutations).toHaveLength(0);
  });

  it('says so when the wallet declines, records nothing, and keeps the input', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    client.mutateResult = async () => {
      throw 'Declined: User rejected the transaction';
    };
    renderSend(client);
    await fill(BOB, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
    expect(
      await screen.findByText('You declined in the wallet. Nothing was sent.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Recipient')).toHaveValue(BOB));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('2');
  });

  it('gives the form its input back after a transaction that failed on chain', async () => {
    const client = new FakeFlowClient();
    client.queryResult = answer(true);
    const id = 'd'.repeat(64);
    client.mutateResult = async () => id;
    renderSend(client);
    await fill(BOB, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in wallet' }));
    await screen.findByTestId('send-status');
    client.emitStatus(id, {
      status: 4,
      statusCode: 1,
      errorMessage: '[Error Code: 1101] cadence runtime error: Execution failed',
      events: [
        {
          type: 'A.e5a8b7f23e8b548f.FlowFees.FeesDeducted',
          transactionId: id,
          transactionIndex: 0,
          eventIndex: 0,
          blockId: 'e'.repeat(64),
          blockHeight: 9,
          blockTimestamp: '2026-11-26T00:00:00Z',
          data: { amount: '0.00001000' },
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('send-status')).toHaveTextContent('Failed.'));
    // A failed transaction still pays its fee, and the card says how much.
    expect(screen.getByTestId('fee-paid')).toHaveTextContent('Fee paid: 0.00001 FLOW');
    await userEvent.click(screen.getByRole('button', { name: 'Send more' }));
    expect(screen.getByLabelText('Recipient')).toHaveValue(BOB);
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('3');
  });
});
