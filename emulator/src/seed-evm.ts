/**
 * The EVM side of a seeded world: a COA for the service account that deploys the world's
 * EVM-native ERC-20s (emulator/evm/), each account's COA with its FLOW, WFLOW (the bridge's own)
 * and ERC-20 balances, and Cadence tokens bridged to EVM through the real VM bridge.
 */
import { readFileSync } from 'node:fs';
import { encodeAbiParameters, encodeFunctionData, parseAbi } from 'viem';
import type { FixtureDefinition } from '../../worlds/types.ts';
import type { EmulatorChain, Signers } from './chain.ts';
import { cadence } from './json-cadence.ts';
import { mintTokensCode } from './seed-batches.ts';
import type { SeededAccount } from './seed-types.ts';
import { creationBytecode } from './solidity.ts';

const ATTO_PER_UFIX64_UNIT = 10_000_000_000n;
const DEPLOY_GAS = 5_000_000n;
const CALL_GAS = 300_000n;

const source = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const appSource = (path: string) =>
  readFileSync(new URL(`../../src/flow/cadence/${path}`, import.meta.url), 'utf8');

const TOKEN_ABI = parseAbi([
  'function mint(address to, uint256 value)',
  'function deposit() payable',
  'function setNamesRevert(bool value)',
]);
/** Most the seeding lets the bridge take to onboard a token, in UFix64 units (10 FLOW). */
const ONBOARDING_MAX_FEE = 1_000_000_000n;

const COA_ADDRESS = `import "EVM"
access(all) fun main(address: Address): String? {
    return getAuthAccount<auth(BorrowValue) &Account>(address)
        .storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm)?.address()?.toString()
}`;

const ASSOCIATED_EVM_ADDRESS = `import "FlowEVMBridgeConfig"
access(all) fun main(identifier: String): String? {
    return FlowEVMBridgeConfig.getEVMAddressAssociated(with: CompositeType(identifier)!)?.toString()
}`;

const EVM_SYMBOL = `import "EVM"
access(all) fun main(hex: String): String? {
    let address = EVM.addressFromString(hex)
    let result = EVM.dryCall(
        from: address,
        to: address,
        data: EVM.encodeABIWithSignature("symbol()", []),
        gasLimit: 100_000,
        value: EVM.Balance(attoflow: 0)
    )
    if result.status != EVM.Status.successful { return nil }
    return EVM.decodeABI(types: [Type<String>()], data: result.data)[0] as! String
}`;

const FLOW_TOKEN_VAULT = 'A.0ae53cb6e3f42a79.FlowToken.Vault';

/** The ERC-20 / ERC-721 the bridge pairs with a Cadence type, `0x` + 40 hex, lower case. */
async function associatedEvmAddress(chain: EmulatorChain, identifier: string): Promise<string> {
  const associated = await chain.query(ASSOCIATED_EVM_ADDRESS, [cadence.string(identifier)]);
  if (typeof associated !== 'string')
    throw new Error(`the bridge pairs ${identifier} with nothing`);
  return `0x${associated.toLowerCase()}`;
}

export interface SeededEvm {
  /** `0x` + 40 hex, lower case. */
  readonly wflow: string;
  /** The fixture's EVM token addresses (lower case) → where they are on this emulator. */
  readonly tokens: Readonly<Record<string, string>>;
  /** Fixture account index → its COA's address. */
  readonly coas: Readonly<Record<number, string>>;
}

interface EvmSeedContext {
  readonly chain: EmulatorChain;
  readonly fixture: FixtureDefinition;
  readonly service: SeededAccount;
  readonly accountAt: (index: number) => SeededAccount;
  readonly signedBy: (...authorizers: SeededAccount[]) => Signers;
}

async function coaAddressOf(chain: EmulatorChain, account: SeededAccount): Promise<string> {
  const hex = await chain.query(COA_ADDRESS, [cadence.address(account.address)]);
  if (typeof hex !== 'string') throw new Error(`${account.label} has no COA`);
  return `0x${hex.toLowerCase()}`;
}

/** A COA holding `atto`, paid from FLOW the service account sends the holder first. */
async function createCoa(
  context: EvmSeedContext,
  holder: SeededAccount,
  atto: bigint,
): Promise<string> {
  const flow = atto / ATTO_PER_UFIX64_UNIT;
  if (flow > 0n && holder !== context.service) {
    await context.chain.send(
      appSource('transactions/transfer_flow.cdc'),
      [cadence.ufix64(flow), cadence.address(holder.address)],
      context.signedBy(context.service),
    );
  }
  await context.chain.send(
    source('transactions/create_funded_coa.cdc'),
    [cadence.ufix64(flow)],
    context.signedBy(holder),
  );
  return coaAddressOf(context.chain, holder);
}

async function deploy(context: EvmSeedContext, bytecode: string): Promise<string> {
  const sealed = await context.chain.send(
    source('transactions/deploy_evm_contract.cdc'),
    [cadence.string(bytecode), cadence.uint64(DEPLOY_GAS)],
    context.signedBy(context.service),
  );
  const executed = sealed.events.find((event) => event.type.endsWith('.EVM.TransactionExecuted'));
  const address = (executed?.data as { contractAddress?: unknown } | undefined)?.contractAddress;
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new Error('the deployment reported no contract address');
  }
  return address.toLowerCase();
}

/**
 * Stops the seeding, with the reason, when the contract the bridge pairs with FlowToken is not
 * WFLOW. Emulator v1.21.1 (VM bridge v0.2.1) deploys the bridge's ERC-20 template there instead
 * ("NAME"/"SYMBOL", no deposit()): flow-evm-bridge's GetSolidityContractCode picks bytecode by
 * its position among test_helpers.cdc's quoted strings, and v0.2.1 added an import above them.
 */
async function expectWflow(chain: EmulatorChain, wflow: string) {
  const symbol = await chain.query(EVM_SYMBOL, [cadence.string(wflow.slice(2))]);
  if (symbol !== 'WFLOW') {
    throw new Error(
      `the bridge pairs FlowToken with ${wflow}, whose symbol() is ${JSON.stringify(symbol)}, not ` +
        'WFLOW: this emulator deployed the wrong contract as WFLOW (docs/local-network.md)',
    );
  }
}

async function call(
  context: EvmSeedContext,
  caller: SeededAccount,
  to: string,
  data: string,
  value = 0n,
): Promise<void> {
  await context.chain.send(
    source('transactions/evm_call.cdc'),
    [
      cadence.string(to),
      cadence.string(data.replace(/^0x/, '')),
      cadence.uint(value),
      cadence.uint64(CALL_GAS),
    ],
    context.signedBy(caller),
  );
}

export async function seedEvm(context: EvmSeedContext): Promise<SeededEvm> {
  const { chain, fixture, service } = context;
  await createCoa(context, service, 0n);
  // The bridge deploys WFLOW at start-up and pairs it with FlowToken, as on testnet and mainnet.
  const wflow = await associatedEvmAddress(chain, FLOW_TOKEN_VAULT);
  await expectWflow(chain, wflow);

  const tokens: Record<string, string> = {};
  for (const token of fixture.evmTokens ?? []) {
    const constructorArguments = encodeAbiParameters(
      [{ type: 'string' }, { type: 'string' }, { type: 'uint8' }],
      [token.name, token.symbol, token.decimals],
    ).slice(2);
    tokens[token.address.toLowerCase()] = await deploy(
      context,
      creationBytecode('WorldToken') + constructorArguments,
    );
  }

  const coas: Record<number, string> = {};
  const bridged: {
    holder: SeededAccount;
    issuer: SeededAccount;
    contractName: string;
    identifier: string;
    amount: bigint;
  }[] = [];
  for (const spec of fixture.accounts) {
    if (spec.system || !spec.coa) continue;
    const holder = context.accountAt(spec.index);
    const wrapped = BigInt(spec.coa.wflowBalance ?? '0');
    const coa = await createCoa(context, holder, BigInt(spec.coa.balanceAtto) + wrapped);
    coas[spec.index] = coa;
    if (wrapped > 0n) {
      await call(
        context,
        holder,
        wflow,
        encodeFunctionData({ abi: TOKEN_ABI, functionName: 'deposit' }),
        wrapped,
      );
    }
    for (const [address, amount] of Object.entries(spec.coa.erc20Balances ?? {})) {
      const deployed = tokens[address.toLowerCase()];
      if (deployed) {
        const data = encodeFunctionData({
          abi: TOKEN_ABI,
          functionName: 'mint',
          args: [coa as `0x${string}`, BigInt(amount)],
        });
        await call(context, service, deployed, data);
        continue;
      }
      const vault = fixture.accounts
        .flatMap((account) => account.vaults ?? [])
        .find((candidate) => candidate.evmAddress?.toLowerCase() === address.toLowerCase());
      if (!vault || typeof vault.contract !== 'number') {
        throw new Error(`the ${fixture.name} world holds an unknown EVM token ${address}`);
      }
      const issuer = context.accountAt(vault.contract);
      const identifier = `A.${issuer.address.slice(2)}.${vault.contractName}.Vault`;
      // A Cadence token on EVM: 18 decimals there, 8 in Cadence; bridged from Cadence below.
      const decimals = BigInt(vault.evmDecimals ?? 18);
      bridged.push({
        holder,
        issuer,
        contractName: vault.contractName,
        identifier,
        amount: (BigInt(amount) * 10n ** 8n) / 10n ** decimals,
      });
      tokens[address.toLowerCase()] = identifier;
    }
  }

  for (const { holder, issuer, contractName, identifier, amount } of bridged) {
    // More of the token first, so the Cadence balance stays what the world says after bridging.
    await chain.send(
      mintTokensCode(source('transactions/mint_tokens.cdc'), [contractName]),
      [cadence.array([cadence.ufix64(amount)]), cadence.array([cadence.bool(true)])],
      context.signedBy(holder, issuer),
    );
    await chain.send(
      appSource('transactions/bridge_tokens_to_evm.cdc'),
      [cadence.string(identifier), cadence.ufix64(amount), cadence.ufix64(100_000_000n)],
      context.signedBy(holder),
    );
    const associated = await chain.query(ASSOCIATED_EVM_ADDRESS, [cadence.string(identifier)]);
    if (typeof associated !== 'string')
      throw new Error(`${identifier} was not onboarded to the bridge`);
    for (const [fixtureAddress, mapped] of Object.entries(tokens)) {
      if (mapped === identifier) tokens[fixtureAddress] = `0x${associated.toLowerCase()}`;
    }
  }
  await onboardAndBreakEvmTokens(context, tokens);
  return { wflow, tokens, coas };
}

/**
 * The world's onboarded EVM-native tokens, onboarded through the real bridge (which reads their
 * name and symbol then), and the broken ones' name() and symbol() made to revert afterwards.
 */
async function onboardAndBreakEvmTokens(context: EvmSeedContext, tokens: Record<string, string>) {
  for (const token of context.fixture.evmTokens ?? []) {
    const deployed = tokens[token.address.toLowerCase()];
    if (deployed === undefined) continue;
    if (token.onboarded) {
      await context.chain.send(
        appSource('transactions/onboard_evm_asset.cdc'),
        [cadence.string(deployed), cadence.ufix64(ONBOARDING_MAX_FEE)],
        context.signedBy(context.service),
      );
    }
    if (token.fault === 'names') {
      const data = encodeFunctionData({
        abi: TOKEN_ABI,
        functionName: 'setNamesRevert',
        args: [true],
      });
      await call(context, context.service, deployed, data);
    }
  }
}
