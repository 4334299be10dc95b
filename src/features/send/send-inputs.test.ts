import { describe, expect, it } from 'vitest';
import { checkRecipient } from '../../components/transaction-flow/recipient.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { tokenContractOf } from '../../flow/tokens/token-identity.ts';
import { checkAmount } from './amount.ts';
import { planSend } from './send-plan.ts';

const labelOf = (network: FlowNetwork) =>
  ({ local: 'Sandbox', testnet: 'Testnet', mainnet: 'Mainnet' })[network];

describe('checkRecipient', () => {
  it('accepts a Cadence address of this network and an EVM address, normalised', () => {
    expect(checkRecipient(' 0x179B6B1CB6755E31 ', 'local', labelOf)).toEqual({
      recipient: { kind: 'cadence', address: '0x179b6b1cb6755e31' },
    });
    expect(checkRecipient('0xd3bf53dac106a0290b0483ecbc89d40fcc961f3e', 'local', labelOf)).toEqual({
      recipient: { kind: 'evm', address: '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e' },
    });
  });

  it.each([
    ['', 'Enter the recipient'],
    ['0x179b6b1cb6755e30', 'checksum does not match on any network'],
    ['0x1654653399040a61', 'is a Mainnet address, and you are on Sandbox'],
    ['0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3E', 'EIP-55'],
    ['0x179b6b1cb6755e3', 'Not an address'],
    ['alice.find', 'Not an address'],
  ])('refuses %j with a message', (input, message) => {
    const result = checkRecipient(input, 'local', labelOf);
    expect('error' in result && result.error).toContain(message);
  });
});

describe('checkAmount', () => {
  it.each([
    ['', 'Enter an amount.'],
    ['0.000000001', 'At most 8 decimal places'],
    ['-1', ''],
    ['1e5', ''],
    ['0', 'more than 0'],
    ['10.00000001', 'at most 10 FLOW'],
  ])('refuses %j', (input, message) => {
    const result = checkAmount(input, 1_000_000_000n, 'FLOW');
    expect('error' in result).toBe(true);
    if ('error' in result) expect(result.error).toContain(message);
  });

  it('accepts exactly the spendable amount', () => {
    expect(checkAmount('10', 1_000_000_000n, 'FLOW')).toEqual({ amount: 1_000_000_000n });
  });
});

describe('planSend', () => {
  it('sends FLOW to a Cadence address with transfer_flow', () => {
    const plan = planSend(
      { kind: 'flow' },
      { kind: 'cadence', address: '0x179b6b1cb6755e31' },
      1_250_000_000n,
    );
    expect(plan.title).toBe('Send 12.5 FLOW to 0x179b…5e31');
    expect(plan.cadence).toContain('transaction(amount: UFix64, to: Address)');
    expect(plan.review).toEqual([
      { name: 'amount', type: 'UFix64', value: '12.50000000' },
      { name: 'to', type: 'Address', value: '0x179b6b1cb6755e31' },
    ]);
    // What Activity offers to save.
    expect(plan.recipient).toBe('0x179b6b1cb6755e31');
  });

  it('sends FLOW to an EVM address without a COA', () => {
    const plan = planSend(
      { kind: 'flow' },
      { kind: 'evm', address: '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e' },
      100_000_000n,
    );
    expect(plan.cadence).toContain('transaction(recipientEVMAddressHex: String, amount: UFix64)');
    expect(plan.args[0]).toEqual({
      type: 'String',
      value: '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e',
    });
    expect(plan.recipient).toBe('0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e');
  });

  it('sends a token through its contract', () => {
    expect(tokenContractOf('A.192440c99cb17282.SandboxUSD.Vault')).toEqual({
      address: '0x192440c99cb17282',
      name: 'SandboxUSD',
    });
    expect(tokenContractOf('A.192440c99cb17282.SandboxUSD.NFT')).toBeNull();
  });
});
