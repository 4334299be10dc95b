/**
 * What an account of a seeded world holds, as the journeys expect to see it: FLOW as the chain
 * reports it (balance, available balance, the COA's balance, read by script), the tokens and NFTs
 * as the world's definition seeded them (worlds/, on the emulator's addresses).
 */
import { emulatorWorld } from '../emulator/src/emulator-world.ts';
import type { PublicWorld } from '../emulator/src/seed.ts';
import { parseUFix64 } from '../src/flow/ufix64.ts';
import { FIXTURES, type FixtureName } from '../worlds/index.ts';
import type { FixtureCollection, FixtureVault } from '../worlds/types.ts';
import { flowOf } from './chain.ts';

export interface HeldVault {
  readonly typeIdentifier: string;
  readonly name: string;
  readonly symbol: string;
  readonly logo: string;
  readonly balance: bigint;
  /** The ERC-20 the token is bridged to, on the emulator's EVM. */
  readonly evmAddress: string | null;
  readonly evmDecimals: number;
  readonly metadataViews: boolean;
}

export interface HeldCollection extends FixtureCollection {
  readonly nftTypeIdentifier: string;
  readonly storagePath: string;
}

export interface Holdings {
  readonly address: string;
  readonly balance: bigint;
  readonly availableBalance: bigint;
  readonly coa: {
    readonly evmAddress: string;
    readonly balanceAtto: bigint;
    /** By the ERC-20's address on the emulator's EVM, lower case. */
    readonly erc20Balances: Readonly<Record<string, bigint>>;
  } | null;
  readonly vaults: readonly HeldVault[];
  readonly collections: readonly HeldCollection[];
}

/** The holdings of the account of world `name` at (emulator) index `index`. */
export async function holdingsAt(
  name: FixtureName,
  world: PublicWorld,
  index: number,
): Promise<Holdings> {
  const spec = emulatorWorld(FIXTURES[name]).accounts.find((account) => account.index === index);
  const address = world.accounts.find((account) => account.index === index)?.address;
  if (!spec || !address) throw new Error(`the ${name} world has no account ${index}`);
  const addressAt = (contract: string | number) => {
    const issuer = world.accounts.find((account) => account.index === contract)?.address;
    if (!issuer) throw new Error(`the ${name} world has no issuer ${contract}`);
    return issuer.replace(/^0x/, '');
  };
  const onEmulator = (fixtureEvmAddress: string) =>
    (world.evm.tokens[fixtureEvmAddress.toLowerCase()] ?? fixtureEvmAddress).toLowerCase();
  const coaAddress = world.evm.coas[index] ?? null;
  const flow = await flowOf(address, coaAddress);
  const vault = (held: FixtureVault): HeldVault => ({
    typeIdentifier: `A.${addressAt(held.contract)}.${held.contractName}.Vault`,
    name: held.name,
    symbol: held.symbol,
    logo: held.logo,
    balance: parseUFix64(held.balance),
    evmAddress: held.evmAddress ? onEmulator(held.evmAddress) : null,
    evmDecimals: held.evmDecimals ?? 18,
    metadataViews: held.metadataViews ?? true,
  });
  return {
    address,
    balance: flow.balance,
    availableBalance: flow.availableBalance,
    coa:
      coaAddress === null
        ? null
        : {
            evmAddress: coaAddress,
            balanceAtto: flow.coaAtto,
            erc20Balances: Object.fromEntries(
              Object.entries(spec.coa?.erc20Balances ?? {}).map(([token, amount]) => [
                onEmulator(token),
                BigInt(amount),
              ]),
            ),
          },
    vaults: (spec.vaults ?? []).map(vault),
    collections: (spec.collections ?? []).map((collection) => ({
      ...collection,
      nftTypeIdentifier: `A.${addressAt(collection.contract)}.${collection.contractName}.NFT`,
      storagePath: `/storage/${collection.contractName}Collection`,
    })),
  };
}
