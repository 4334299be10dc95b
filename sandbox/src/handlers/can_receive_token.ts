import { cadence } from '../../../emulator/src/json-cadence.ts';
import type { LedgerAccount } from '../ledger.ts';
import { defineScriptHandler } from './define-handler.ts';

/**
 * Whether `/public/<identifier>` holds a capability that borrows as `&{FungibleToken.Receiver}`.
 * FlowToken publishes `&FlowToken.Vault` at both flowTokenReceiver and flowTokenBalance
 * (FlowServiceAccount.initDefaultToken), and standard tokens publish `&<Token>.Vault` at their
 * receiver and metadata paths (flow-ft's ExampleToken): all of them are receivers.
 */
function publishesReceiver(account: LedgerAccount, identifier: string): boolean {
  const path = `/public/${identifier}`;
  const flow = account.flowVault;
  if (flow !== null) {
    if (path === '/public/flowTokenReceiver' && flow.receiver) return true;
    if (path === '/public/flowTokenBalance' && flow.balanceCapability) return true;
  }
  return account.vaults.some(
    (vault) => (vault.receiverPath === path && vault.receiver) || vault.balancePath === path,
  );
}

/**
 * can_receive_token.cdc. `PublicPath(identifier:)` accepts any string on a real chain (Cadence
 * makes a path of any identifier: interpreter/value_path.go, "any identifier is allowed"), so
 * the script's `?? panic("Invalid public path …")` never runs: an identifier nothing is
 * published under, however malformed, answers false.
 */
export const canReceiveToken = defineScriptHandler('scripts/can_receive_token.cdc', {
  run(ctx, { recipient, receiverPath: identifier }) {
    const account = ctx.ledger.account(recipient);
    return cadence.bool(account !== undefined && publishesReceiver(account, identifier));
  },
});
