import { describe, expect, it } from 'vitest';
import { accessNodeErrorFromResponse, FlowError } from '../errors.ts';
import { contractFailure } from './contract-failure.ts';
import { asMainnetScriptError } from './testing/mainnet-script-error.ts';

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

// Long failures, as the emulator writes them: the script's frame, `calls` frames of calls into
// MetadataViews, then the failure's `error:` line and the frame where it happened.
const FVM_ERROR_START = `[Error Code: 1101] error caused by: 1 error occurred:
\t* [Error Code: 1101] cadence runtime error: Execution failed:
`;
const SCRIPT_FRAME = `  --> 24ac736439f18599bbe8921828ff712152ac7e63f6f2fd2fbd1d6e423b2bab13:50:30
   |
50 |                 let display = MetadataViews.getDisplay(nft)
   |                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

`;
const CALL_FRAME = `  --> f8d6e0586b0a20c7.MetadataViews:86:22
   |
86 |         if let view = viewResolver.resolveView(Type<Display>()) {
   |                       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

`;
const KITTIES = '192440c99cb17282.FrailKitties:188:12';
const IN_SCRIPT = '01a0dc8fde80fe06de06f8fe387d38d5c3fdb9c6b83bbe61d6720f2132433bc3:80:11';
const BROKEN = 'panic: FrailKitties: resolveView is broken';

const failure = (error: string, location: string, source: string) =>
  `error: ${error}\n   --> ${location}\n    |\n188 |             ${source}\n    |             ${'^'.repeat(source.length)}\n`;
const emulatorText = (calls: number, last: string) =>
  `Invalid Flow argument: ${FVM_ERROR_START}${SCRIPT_FRAME}${CALL_FRAME.repeat(calls)}${last}`;
const panicIn = (location: string, { message = BROKEN, source = 'panic(message)' } = {}) =>
  failure(message, location, source);
/** A source line of `length` characters. */
const sourceOf = (length: number) => `panic("${'x'.repeat(Math.max(0, length - 9))}")`;

// flow-go's summarizeLog keeps the last 499 bytes (all ASCII here): whether they hold the frame.
const keepsFrame = (text: string, location: string) => text.slice(-499).includes(`--> ${location}`);

describe('contractFailure on a mainnet or testnet access node’s answer', () => {
  it('names the contract in the answer wrapped by the access node or an execution node', () => {
    for (const runner of ['access-node', 'execution-node'] as const) {
      const raw = asMainnetScriptError(PANIC_IN_CONTRACT, runner);
      expect(raw).toContain('failed to execute script at block (');
      expect(contractFailure(scriptError(raw))).toEqual({
        contract: 'FrailKitties',
        address: '0x192440c99cb17282',
        reason: 'panic: FrailKitties: resolveView is broken',
        raw,
      });
    }
  });

  it('keeps the innermost frame when many frames are cut out of the middle', () => {
    const raw = asMainnetScriptError(emulatorText(12, panicIn(KITTIES)));
    expect(raw).toContain(' ... ');
    expect(raw.split('MetadataViews:86:22').length - 1).toBeLessThan(12);
    expect(contractFailure(scriptError(raw))).toMatchObject({
      contract: 'FrailKitties',
      address: '0x192440c99cb17282',
      reason: BROKEN,
    });
  });

  it('keeps it after a long panic message, and with a long source line that stays in the tail', () => {
    const longMessage = asMainnetScriptError(
      emulatorText(2, panicIn(KITTIES, { message: `panic: ${'x'.repeat(3000)}` })),
    );
    const longSource = asMainnetScriptError(
      emulatorText(2, panicIn(KITTIES, { source: sourceOf(180) })),
    );
    expect(longSource).toContain(' ... ');
    expect(contractFailure(scriptError(longSource))).toMatchObject({
      contract: 'FrailKitties',
      reason: BROKEN,
    });
    // The cut took the start of the `error:` line: the reason is the code's summary, not a
    // fragment of the message.
    expect(longMessage).not.toContain('error: panic');
    expect(contractFailure(scriptError(longMessage))).toMatchObject({
      contract: 'FrailKitties',
      reason: 'The Cadence code failed (a panic, a failed condition or a type error).',
    });
  });

  it('is null when the cut takes the innermost frame’s location, though a contract frame is left', () => {
    const raw = asMainnetScriptError(emulatorText(1, panicIn(KITTIES, { source: sourceOf(400) })));
    expect(raw).toContain('--> f8d6e0586b0a20c7.MetadataViews:86:22');
    expect(raw).not.toContain(`--> ${KITTIES}`);
    expect(contractFailure(scriptError(raw))).toBeNull();
  });

  it('stays the script’s when the script fails after contract frames, cut or not', () => {
    const forceCast = (source: string) => failure('failed to force-cast value', IN_SCRIPT, source);
    const kept = asMainnetScriptError(emulatorText(12, forceCast('nft as! &NFT')));
    expect(kept).toContain(`--> ${IN_SCRIPT}`);
    // The script's own frame cut out, MetadataViews' frame before the cut.
    const lost = asMainnetScriptError(emulatorText(1, forceCast(sourceOf(400))));
    expect(lost).toContain('--> f8d6e0586b0a20c7.MetadataViews:86:22');
    expect(lost).not.toContain(`--> ${IN_SCRIPT}`);
    for (const raw of [kept, lost]) expect(contractFailure(scriptError(raw))).toBeNull();
  });

  it('names the failing contract only while its frame is left, wherever the cut lands in a line', () => {
    // Longer source lines move the cut back through the snippet, the location and the error
    // line; longer messages move it back through the frames of the calls before.
    const texts = [
      ...Array.from({ length: 520 }, (_, n) =>
        emulatorText(3, panicIn(KITTIES, { source: sourceOf(n) })),
      ),
      ...Array.from({ length: 600 }, (_, n) =>
        emulatorText(3, panicIn(KITTIES, { message: `panic: ${'y'.repeat(n)}` })),
      ),
    ];
    const named = texts.filter((text) => {
      const raw = asMainnetScriptError(text);
      expect(raw).toContain(' ... ');
      const failed = contractFailure(scriptError(raw));
      expect(failed?.contract ?? null).toBe(keepsFrame(text, KITTIES) ? 'FrailKitties' : null);
      expect(failed?.reason ?? '').not.toMatch(/-->| \.\.\. /);
      return failed !== null;
    });
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThan(texts.length);
  });

  it('never names a contract when the script failed, wherever the cut lands', () => {
    for (let n = 0; n < 520; n += 1) {
      const text = emulatorText(3, failure('failed to force-cast value', IN_SCRIPT, sourceOf(n)));
      expect(contractFailure(scriptError(asMainnetScriptError(text)))).toBeNull();
    }
  });
});
