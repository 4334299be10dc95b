import type { ListedWalletAccount, WalletHost } from '../../test-wallet/src/wallet.ts';
import { normalizeCadence } from './cadence.ts';
import type { LedgerAccount } from './ledger.ts';
import type { SandboxCore } from './sandbox.ts';

/** The sandbox's ledger, settings and faults as its wallet sees them, read at each request. */
export function sandboxWalletHost(core: SandboxCore): WalletHost {
  const walletAccount = (account: LedgerAccount): ListedWalletAccount => ({
    address: account.address,
    label: account.label,
    flowBalance: account.flowVault?.balance ?? 0n,
    privateKey: (keyId) => account.keys[keyId]?.privateKey,
  });
  return {
    get chainId() {
      return core.settings.chainId;
    },
    get viewMethod() {
      return core.settings.walletViewMethod;
    },
    get defaultAccount() {
      return core.settings.walletDefaultAccount;
    },
    accounts: async () => core.ledger.userAccounts().map(walletAccount),
    account(address) {
      const account = core.ledger.account(address);
      return account === undefined ? undefined : walletAccount(account);
    },
    describe(cadence) {
      const normalized = normalizeCadence(cadence);
      const file = core.cadenceFiles.find((candidate) => candidate.normalized === normalized);
      return file === undefined
        ? null
        : {
            file: file.file,
            parameters: file.parameters.map(({ name, type }) => ({ name, type })),
          };
    },
    takeRoute: (server, method, path) => core.faults.takeRoute(server, method, path),
    takeWallet: (service) => core.faults.takeWallet(service),
    log: (entry) => core.log(entry),
  };
}
