import { systemContractAddress } from '../contracts.ts';
import type { FlowNetwork } from '../networks.ts';
import { contractOfType, type TypeContract } from '../type-contract.ts';
import { lookAlikeKey } from './look-alike.ts';
import verifiedTokens from './verified-tokens.json';

/** A token's contract, from its vault's type identifier `A.<address>.<name>.Vault`. */
export type TokenContract = TypeContract;

/**
 * Who a token is, from its type identifier only; its metadata (name, symbol) is the token's own
 * claim. FLOW is the FlowToken contract of the network, and nothing else.
 */
export type TokenIdentity =
  | { readonly kind: 'flow'; readonly contract: TokenContract }
  | { readonly kind: 'verified'; readonly contract: TokenContract }
  | {
      readonly kind: 'unverified';
      /** Null for an identifier that is not `A.<address>.<name>.Vault`. */
      readonly contract: TokenContract | null;
      /** The verified token (its symbol) whose name or symbol this one copies, if any. */
      readonly imitates: string | null;
      /**
       * The ERC-20 (`0x` + 40 hex) the VM bridge made this Cadence token for: its identity is
       * that association, as the bridge's own contract name states it.
       */
      readonly bridgedFrom: string | null;
    };

interface KnownToken {
  readonly identifier: string;
  readonly name: string;
  readonly symbol: string;
  /** What the token is worth, as a CoinGecko coin id; without one it never shows a value. */
  readonly price?: string;
}

export const tokenContractOf = (identifier: string): TokenContract | null =>
  contractOfType(identifier, 'Vault');

/** The tokens a network vouches for: FLOW, then the verified list (verified-tokens.json). */
export function knownTokens(network: FlowNetwork): readonly KnownToken[] {
  const flow = `A.${systemContractAddress(network, 'FlowToken').slice(2)}.FlowToken.Vault`;
  return [
    { identifier: flow, name: 'Flow Token', symbol: 'FLOW', price: 'flow' },
    ...verifiedTokens.networks[network],
  ];
}

/** The verified tokens (FLOW aside, read as the account's balance) that can show a value. */
export const pricedTokens = (network: FlowNetwork): string[] =>
  knownTokens(network)
    .slice(1)
    .filter((token) => token.price !== undefined)
    .map((token) => token.identifier);

export function tokenIdentity(
  token: { readonly identifier: string; readonly name: string; readonly symbol: string },
  network: FlowNetwork,
): TokenIdentity {
  const known = knownTokens(network);
  const contract = tokenContractOf(token.identifier);
  const index = known.findIndex((entry) => entry.identifier === token.identifier);
  if (contract && index === 0) return { kind: 'flow', contract };
  if (contract && index > 0) return { kind: 'verified', contract };
  const words = new Set([lookAlikeKey(token.name), lookAlikeKey(token.symbol)]);
  words.delete('');
  const imitated = known.find((entry) =>
    [entry.name, entry.symbol].some((word) => words.has(lookAlikeKey(word))),
  );
  return {
    kind: 'unverified',
    contract,
    imitates: imitated?.symbol ?? null,
    bridgedFrom: contract ? bridgedErc20(contract, network) : null,
  };
}

/** `EVMVMBridgedToken_<40 hex>` deployed by the network's VM bridge: that ERC-20's address. */
function bridgedErc20(contract: TokenContract, network: FlowNetwork): string | null {
  if (contract.address !== systemContractAddress(network, 'FlowEVMBridge')) return null;
  const match = /^EVMVMBridgedToken_([0-9a-f]{40})$/.exec(contract.name);
  return match?.[1] ? `0x${match[1]}` : null;
}
