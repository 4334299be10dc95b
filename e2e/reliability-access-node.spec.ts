/**
 * Issue 9 (part D1), on the real emulator: the access node misbehaves (the fault proxy in front
 * of it breaks what each journey asks), and the user sees a clear message, nothing is lost and
 * nothing loops. Case numbers refer to reliability-cases.md §3.
 */
import { flowBalanceOf } from './chain.ts';
import { expect, test } from './emulator-fixtures.ts';
import {
  accessRequests,
  expectNoMoreRequests,
  FAILED_RESOURCE,
  FCL_ACCESS_NODE_ERROR,
  FCL_ATTEMPTS,
  networkBanner,
  notFoundForMs,
  openSend,
  sendAndApprove,
  signedInDashboard,
} from './reliability-steps.ts';
import { signIn } from './wallet.ts';

test.describe('the access node misbehaves while reading', () => {
  test('case 1: down at boot: one banner, no retry storm, Retry brings the data back', async ({
    page,
    faults,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(FAILED_RESOURCE, FCL_ACCESS_NODE_ERROR);
    await signedInDashboard(page);
    await faults.failRoute('/v1/*', { drop: true });
    await faults.clearRequests();
    await page.reload();

    const banner = networkBanner(page, 'The Flow network cannot be reached.');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveCount(1);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The account could not be read.' }),
    ).toContainText('cannot be reached');
    // A failed connection is not retried (FCL) and the query layer does not retry either.
    const count = await expectNoMoreRequests(faults);
    // At most FCL's attempts for each of the two reads on screen (the chain check, the account);
    // measured: 4 (three network-parameter lookups, one script).
    expect(count).toBeLessThanOrEqual(FCL_ATTEMPTS * 2);

    await faults.clearFaults();
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('flow-balance')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('case 2: 503 three times, then the script answers: the value appears, no error', async ({
    page,
    faults,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(FAILED_RESOURCE);
    await signedInDashboard(page);
    const balance = await page.getByTestId('flow-balance').textContent();
    await faults.failRoute('/v1/scripts', { status: 503, times: 3 });
    await faults.clearRequests();
    await page.reload();
    // FCL retries every second: the loading state shows meanwhile.
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.getByTestId('flow-balance')).toHaveText(balance ?? '');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const scripts = await accessRequests(faults, /^\/v1\/scripts$/);
    expect(scripts.map((entry) => entry.status)).toEqual([503, 503, 503, 200]);
  });

  test('case 3: 429 everywhere: "busy", distinct from "down", bounded retries, then Retry works', async ({
    page,
    faults,
    expectedConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    expectedConsoleErrors.push(FAILED_RESOURCE);
    await signedInDashboard(page);
    await faults.failRoute('/v1/*', { status: 429, retryAfter: 10 });
    await faults.clearRequests();
    await page.reload();

    const banner = networkBanner(page, 'The Flow access node is busy: it is limiting requests.');
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(networkBanner(page, 'cannot be reached')).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The account could not be read.' }),
    ).toContainText('too many requests', { timeout: 20_000 });
    await expectNoMoreRequests(faults);
    const scripts = await accessRequests(faults, /^\/v1\/scripts$/);
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    expect(scripts.length).toBeLessThanOrEqual(FCL_ATTEMPTS);
    const parameters = await accessRequests(faults, /^\/v1\/network\/parameters$/);
    // The chain check and FCL's own chain lookup, each with the same bounded retries.
    expect(parameters.length).toBeLessThanOrEqual(FCL_ATTEMPTS * 2);
    // FCL ignores Retry-After (10 s): its attempts come about a second apart.
    const times = scripts.map((entry) => Date.parse(entry.time));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(10_000);

    await faults.clearFaults();
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('flow-balance')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('case 4: a hanging access node: the app’s own deadline, a message, and Retry', async ({
    page,
    faults,
  }) => {
    test.setTimeout(90_000);
    await signedInDashboard(page);
    await faults.failRoute('/v1/*', { hang: true });
    await page.reload();
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    // QUERY_DEADLINE_MS (20 s), far below FCL's worst case of about three minutes.
    const banner = networkBanner(page, 'The Flow access node is not answering.');
    await expect(banner).toBeVisible({ timeout: 25_000 });
    await expect(
      page.getByRole('alert').filter({ hasText: 'The account could not be read.' }),
    ).toContainText('did not answer in time', { timeout: 5_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await faults.clearFaults();
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('flow-balance')).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  for (const malformed of ['invalid-json', 'empty'] as const) {
    test(`case 5: a 200 with ${malformed === 'empty' ? 'an empty body' : 'invalid JSON'}: a clear error, no crash`, async ({
      page,
      faults,
      expectedConsoleErrors,
    }) => {
      expectedConsoleErrors.push(FCL_ACCESS_NODE_ERROR);
      await signedInDashboard(page);
      await faults.failRoute('/v1/scripts', { malformed });
      await page.reload();
      await expect(
        page.getByRole('alert').filter({ hasText: 'The account could not be read.' }),
      ).toContainText('sent a response that could not be read');
      await expect(page.getByRole('heading', { name: 'Something went wrong here' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await faults.clearFaults();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('flow-balance')).toBeVisible();
    });
  }
});

test.describe('the network cannot be trusted: nothing can be sent', () => {
  test('case 6: the node reports another chain: flagged, and Send is disabled with the reason', async ({
    page,
    world,
    faults,
  }) => {
    const bob = world.account('Bob');
    await signedInDashboard(page);
    // The node reports "testnet" to every chain lookup: the app's own check and FCL's.
    await faults.failRoute('/v1/network/parameters', {
      body: JSON.stringify({ chain_id: 'flow-testnet' }),
    });
    await faults.clearRequests();
    await openSend(page, bob.address, '1');
    await expect(networkBanner(page, 'Wrong network.')).toContainText('“testnet” chain');
    await expect(page.getByRole('button', { name: 'Review' })).toBeDisabled();
    await expect(
      page.getByText(/another network than Flowdeck: transactions are disabled/),
    ).toBeVisible();
    await page.getByLabel(/^Amount/).press('Enter');
    await expect(page.getByRole('button', { name: 'Sign in wallet' })).toHaveCount(0);
    await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
    expect(await accessRequests(faults, /^\/v1\/transactions$/)).toEqual([]);
    // The EVM screen refuses too.
    await page.getByRole('link', { name: 'EVM' }).click();
    await expect(
      page.getByText(/another network than Flowdeck: transactions are disabled/),
    ).toBeVisible();
  });

  test('case 7: the chain check fails: flagged, and Send is disabled with the reason', async ({
    page,
    world,
    faults,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(FAILED_RESOURCE, FCL_ACCESS_NODE_ERROR);
    const bob = world.account('Bob');
    await signedInDashboard(page);
    await faults.failRoute('/v1/network/parameters', { drop: true });
    await openSend(page, bob.address, '1');
    await expect(networkBanner(page, 'The Flow network cannot be reached.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Review' })).toBeDisabled();
    await expect(
      page.getByText(/network could not be checked: transactions are disabled/),
    ).toBeVisible();
    // The input is kept; once the node answers, the form goes on.
    await faults.clearFaults();
    await networkBanner(page, 'cannot be reached').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Review' })).toBeEnabled();
    await expect(page.getByLabel('Recipient')).toHaveValue(bob.address);
  });
});

test.describe('a transaction whose answers are lost or late', () => {
  test('case 8: the submission times out but the node accepted it: "uncertain", followed by id, never signed twice', async ({
    page,
    world,
    faults,
    expectedConsoleErrors,
  }) => {
    // FCL waits 30 s for the lost answer, then retries 5 times (each a 500 "already submitted").
    test.setTimeout(120_000);
    expectedConsoleErrors.push(FAILED_RESOURCE);
    const bob = world.account('Bob');
    const bobBefore = await flowBalanceOf(bob.address);
    await page.goto('/');
    await signIn(page);
    await faults.clearRequests();
    // The node takes the transaction but its answer never comes; and it reports no result until
    // the test says so (its status stream silent, 404 when asked), so that the uncertain state
    // can be seen.
    await faults.failRoute('/v1/transactions', {
      method: 'POST',
      afterHandling: 'hang',
      times: 1,
    });
    await faults.addFault({ type: 'ws-silence' });
    await faults.failRoute('re:^/v1/transaction_results/', { status: 404 });
    await sendAndApprove(page, bob.address, '3');

    // Signed: the wallet's part is over (no "Cancel wallet request"); the app says it is sending.
    await expect(page.getByRole('button', { name: 'Sending to the network…' })).toBeDisabled();
    await expect(page.getByTestId('wallet-request-bar')).toHaveCount(0);

    const status = page.getByTestId('send-status');
    await expect(status).toHaveText(/^Submission uncertain/, { timeout: 60_000 });
    await expect(page.getByTestId('submission-uncertain')).toContainText('Do not sign it again');
    await expect(page.getByRole('button', { name: 'Sign in wallet' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    const submissions = (await accessRequests(faults, /^\/v1\/transactions$/)).filter(
      (entry) => entry.method === 'POST',
    );
    // FCL's attempts: the accepted one whose answer never came (aborted after 30 s), then its
    // retries of the same signed transaction, each answered 500 "already been submitted".
    expect(submissions.map((entry) => entry.status)).toEqual([
      null,
      ...Array(FCL_ATTEMPTS - 1).fill(500),
    ]);

    await page.getByRole('link', { name: 'See it in Activity' }).click();
    const entry = page.getByTestId('transaction').filter({ hasText: 'Send 3 FLOW' });
    // Once the silent stream's watchdog (15 s) has turned tracking to polling, which 404s.
    await expect(entry).toContainText('may still be propagating', { timeout: 30_000 });
    await faults.clearFaults();
    await expect(entry).toContainText('Succeeded: the transaction is sealed.', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('transaction')).toHaveCount(1);
    // Sent once: Bob got 3 FLOW, not 6.
    const bobAfter = await flowBalanceOf(bob.address);
    expect(bobAfter - bobBefore).toBe(300_000_000n);
  });

  test('case 20: the result is 404 for a while (polling): "propagating", never "failed", then sealed', async ({
    page,
    world,
    faults,
    expectedConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    expectedConsoleErrors.push(FAILED_RESOURCE);
    const bob = world.account('Bob');
    await page.goto('/');
    await signIn(page);
    // The status stream is silent (its watchdog turns to polling after 15 s), and every poll 404.
    await faults.addFault({ type: 'ws-silence' });
    await faults.failRoute('re:^/v1/transaction_results/', { status: 404 });
    await sendAndApprove(page, bob.address, '5');
    await expect(page.getByTestId('send-status')).toHaveText(/waiting for the network/);
    await page.getByRole('link', { name: 'See it in Activity' }).click();
    const entry = page.getByTestId('transaction').filter({ hasText: 'Send 5 FLOW' });
    await expect(entry).toContainText('may still be propagating', { timeout: 20_000 });
    // Past FCL's own 12.5 s "not found" timeout, as the node's 404 answers show (tracking still
    // asks after it): still not a failure.
    await expect
      .poll(() => notFoundForMs(faults), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(15_000);
    await expect(entry).toContainText('may still be propagating');
    await expect(entry.getByTestId('phase')).not.toHaveText(/failed|unknown/i);
    await faults.clearFaults();
    await expect(entry).toContainText('Succeeded: the transaction is sealed.', {
      timeout: 20_000,
    });
  });
});

test.describe('the access node refuses a transaction', () => {
  for (const [label, message, shown] of [
    [
      'transaction is expired',
      'Invalid Flow argument: transaction is expired: ref_height=10 final_height=700',
      'The transaction expired before the network accepted it: nothing happened.',
    ],
    [
      'insufficient balance',
      'Invalid Flow argument: payer 0xf8d6e0586b0a20c7 has insufficient balance to attempt transaction execution (required balance: 0.00001000)',
      'does not have enough FLOW',
    ],
  ] as const) {
    test(`cases 9, 10: the node refuses the transaction (400 "${label}"): a clear message, nothing pending, the form kept`, async ({
      page,
      world,
      faults,
      expectedConsoleErrors,
    }) => {
      expectedConsoleErrors.push(FAILED_RESOURCE);
      const [alice, bob] = [world.account('Alice'), world.account('Bob')];
      const before = [await flowBalanceOf(alice.address), await flowBalanceOf(bob.address)];
      await page.goto('/');
      await signIn(page);
      await faults.failRoute('/v1/transactions', {
        method: 'POST',
        status: 400,
        body: JSON.stringify({ code: 400, message }),
        times: 1,
      });
      await sendAndApprove(page, bob.address, '2');
      await expect(page.getByRole('alert').filter({ hasText: shown })).toBeVisible();
      await expect(page.getByTestId('send-status')).toHaveCount(0);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByLabel('Recipient')).toHaveValue(bob.address);
      await expect(page.getByLabel(/^Amount/)).toHaveValue('2');
      await page.goto('/activity');
      await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
      await expect(page.getByTestId('transaction')).toHaveCount(0);
      // The refusal came from the proxy: the emulator never saw the transaction, and no fee or
      // FLOW moved.
      expect([await flowBalanceOf(alice.address), await flowBalanceOf(bob.address)]).toEqual(
        before,
      );
    });
  }
});
