import { describe, expect, it } from 'vitest';
import { checkEvmContract } from './evm-contract.ts';

describe('checkEvmContract', () => {
  it('accepts a checksummed or all-lowercase address, checksummed', () => {
    expect(checkEvmContract(' 0xd3bf53dac106a0290b0483ecbc89d40fcc961f3e ')).toEqual({
      contract: '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e',
    });
    expect(checkEvmContract('0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e')).toEqual({
      contract: '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e',
    });
  });

  it.each([
    ['', 'Enter the token'],
    ['0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3E', 'EIP-55'],
    ['0xd3bf53dac106a0290b0483ecbc89d40fcc961f3', '40 hex digits'],
    ['0x01cf0e2f2f715450', '40 hex digits'],
  ])('refuses %j', (input, message) => {
    const result = checkEvmContract(input);
    expect('error' in result && result.error).toContain(message);
  });
});
