import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAccountSummaryScript } from '../flow/cadence/scripts/get_account_summary.ts';
import { parseEnv } from '../flow/env.ts';
import { FakeFlowClient, signedInUser } from '../flow/react/testing/fake-flow-client.ts';
import { accountSummaryAnswer } from '../test/account-summary-answer.ts';
import { RouterAt } from '../test/RouterAt.tsx';
import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './router.tsx';

const ALICE = '0x01cf0e2f2f715450';
const SUMMARY = accountSummaryAnswer({
  balance: '10.00000000',
  availableBalance: '9.99000000',
  storageUsed: '9500',
  storageCapacity: '100000',
  tokenCount: '1',
});

/** The whole app's routes at `path`, for Alice, on a fake client that counts each script. */
function renderApp(path: string) {
  const client = new FakeFlowClient('local');
  client.setUser(signedInUser(ALICE));
  client.queryResult = async ({ cadence }) =>
    cadence === getAccountSummaryScript.cadence ? SUMMARY : null;
  render(
    <AppProviders env={parseEnv({ VITE_FLOW_NETWORK: 'local' })} loadClient={async () => client}>
      <RouterAt path={path}>
        <AppRoutes />
      </RouterAt>
    </AppProviders>,
  );
  const sent = (cadence: string) => client.queries.filter((query) => query.cadence === cadence);
  return { sent };
}

describe('AppRoutes', () => {
  it('reads the dashboard’s summary once: the prefetch started with its route, and the screen takes it', async () => {
    const { sent } = renderApp('/account');
    expect(await screen.findByTestId('flow-total', {}, { timeout: 5_000 })).toHaveTextContent(
      '10 FLOW',
    );
    expect(sent(getAccountSummaryScript.cadence)).toHaveLength(1);
  });

  it('reads a viewed account’s summary once too', async () => {
    const { sent } = renderApp('/address/0x179b6b1cb6755e31');
    expect(await screen.findByTestId('flow-total', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(sent(getAccountSummaryScript.cadence)).toHaveLength(1);
    expect(sent(getAccountSummaryScript.cadence)[0]?.args?.[0]).toEqual({
      type: 'Address',
      value: '0x179b6b1cb6755e31',
    });
  });
});
