import { describe, expect, it } from 'vitest';
import { accessNodeErrorFromResponse, FlowError } from '../errors.ts';
import { contractFailure } from './contract-failure.ts';

// As the emulator (v1.20) answered get_nfts_page.cdc on the broken world: the script's frame,
// the frames of the calls it made, and the panic inside the collection's contract last.
const PANIC_IN_CONTRACT = `Invalid Flow argument: [Error Code: 1101] error caused by: 1 error occurred:
\t* [Error Code: 1101] cadence runtime error: Execution failed:
  --> 24ac736439f18599bbe8921828ff712152ac7e63f6f2fd2fbd1d6e423b2bab13:50:30
   |
50 |                 let display = MetadataViews.getDisplay(nft)
   |                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

  --> f8d6e0586b0a20c7.MetadataViews:86:22
   |
86 |         if let view = viewResolver.resolveView(Type<Display>()) {
   |                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

error: panic: FrailKitties: resolveView is broken
   --> 192440c99cb17282.FrailKitties:188:12
    |
188 |             panic("FrailKitties: ".concat(part).concat(" is broken"))
    |             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
`;

// The script's own panic, after nothing failed in a contract.
const PANIC_IN_SCRIPT = `Invalid Flow argument: [Error Code: 1101] error caused by: 1 error occurred:
\t* [Error Code: 1101] cadence runtime error: Execution failed:
error: panic: No NFT with id 1 in /storage/SandboxKittiesCollection
  --> 01a0dc8fde80fe06de06f8fe387d38d5c3fdb9c6b83bbe61d6720f2132433bc3:76:11
`;

// A contract frame, then the script failing after the call returned (a force cast in the script).
const SCRIPT_AFTER_CONTRACT = `[Error Code: 1101] cadence runtime error: Execution failed:
  --> f8d6e0586b0a20c7.MetadataViews:86:22
error: failed to force-cast value
  --> 01a0dc8fde80fe06de06f8fe387d38d5c3fdb9c6b83bbe61d6720f2132433bc3:80:11
`;

const scriptError = (message: string) => accessNodeErrorFromResponse(400, message);

describe('contractFailure', () => {
  it('names the contract whose code failed, with Cadence’s line and the whole message', () => {
    expect(contractFailure(scriptError(PANIC_IN_CONTRACT))).toEqual({
      contract: 'FrailKitties',
      address: '0x192440c99cb17282',
      reason: 'panic: FrailKitties: resolveView is broken',
      raw: PANIC_IN_CONTRACT,
    });
  });

  it('reads the sandbox’s one-frame form and escaped newlines alike', () => {
    const sandbox = PANIC_IN_CONTRACT.split('\n').slice(-5).join('\\n');
    expect(
      contractFailure(scriptError(`[Error Code: 1101] cadence runtime error: ${sandbox}`)),
    ).toMatchObject({ contract: 'FrailKitties', address: '0x192440c99cb17282' });
  });

  it('is null for a failure of the script itself, even after calls into contracts', () => {
    expect(contractFailure(scriptError(PANIC_IN_SCRIPT))).toBeNull();
    expect(contractFailure(scriptError(SCRIPT_AFTER_CONTRACT))).toBeNull();
  });

  it('is null for anything but a Cadence runtime error from the access node', () => {
    expect(contractFailure(new FlowError('offline'))).toBeNull();
    expect(contractFailure(accessNodeErrorFromResponse(503, 'unavailable'))).toBeNull();
    const overLimit = PANIC_IN_CONTRACT.replaceAll('1101', '1110');
    expect(contractFailure(scriptError(overLimit))).toBeNull();
  });
});
