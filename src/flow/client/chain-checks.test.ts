import { describe, expect, it, vi } from 'vitest';
import { AccessNodeError, FlowError } from '../errors.ts';
import { createChainChecks } from './chain-checks.ts';

const NODE = 'https://node.example';
const OTHER = 'https://other.example';

describe('createChainChecks: each node asked once per page', () => {
  it('asks a node once, however many ask for its chain, and says so to subscribers', async () => {
    const checks = createChainChecks();
    const read = vi.fn(async () => 'testnet');
    const heard = vi.fn();
    checks.subscribe(heard);
    expect(checks.state(NODE)).toBeUndefined();

    const answers = [checks.check(NODE, read), checks.check(NODE, read)];
    expect(checks.state(NODE)).toEqual({ status: 'checking' });
    expect(await Promise.all(answers)).toEqual(['testnet', 'testnet']);
    expect(await checks.check(NODE, read)).toBe('testnet');
    expect(read).toHaveBeenCalledTimes(1);
    expect(checks.state(NODE)).toEqual({ status: 'checked', chainId: 'testnet' });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('asks each node for itself', async () => {
    const checks = createChainChecks();
    expect(await checks.check(NODE, async () => 'testnet')).toBe('testnet');
    expect(await checks.check(OTHER, async () => 'local')).toBe('local');
    expect(checks.state(NODE)).toEqual({ status: 'checked', chainId: 'testnet' });
  });

  it('keeps a failure, as a FlowError, until a recheck asks again', async () => {
    const checks = createChainChecks();
    const down = vi.fn(async (): Promise<string> => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checks.check(NODE, down)).rejects.toBeInstanceOf(FlowError);
    await expect(checks.check(NODE, down)).rejects.toBeInstanceOf(FlowError);
    expect(down).toHaveBeenCalledTimes(1);
    expect(checks.state(NODE)?.status).toBe('failed');

    expect(await checks.recheck(NODE, async () => 'local')).toBe('local');
    expect(checks.state(NODE)).toEqual({ status: 'checked', chainId: 'local' });
  });

  it('joins a check under way instead of asking twice, and lets the newest answer win', async () => {
    const checks = createChainChecks();
    let answer: (chain: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const first = checks.check(NODE, slow);
    const joined = checks.recheck(NODE, slow);
    expect(slow).toHaveBeenCalledTimes(1);
    answer('testnet');
    expect(await joined).toBe('testnet');
    expect(await first).toBe('testnet');

    await expect(
      checks.recheck(NODE, async () => {
        throw new AccessNodeError({ kind: 'unavailable' });
      }),
    ).rejects.toBeInstanceOf(AccessNodeError);
    expect(checks.state(NODE)?.status).toBe('failed');
  });
});
