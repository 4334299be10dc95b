// What a machine without Go is told when the local network must be built (npm start's first run).
import { describe, expect, it } from 'vitest';
import { EmulatorMissingError } from '../src/binary.ts';
import { requireGo } from '../src/go-toolchain.ts';

describe('the Go toolchain the local network is built with', () => {
  it('is named with its version when it is on the PATH', () => {
    expect(requireGo()).toMatch(/^go version go1\.\d+/);
  });

  it('is asked for, saying what to install, when it is not', () => {
    const missing = () => requireGo({ PATH: '/nonexistent' });
    expect(missing).toThrow(EmulatorMissingError);
    expect(missing).toThrow(/Install Go 1\.26 and gcc/);
  });
});
