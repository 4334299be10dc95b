/**
 * The scripts FCL itself sends to verify account proofs and user signatures
 * (`fcl.AppUtils.verifyAccountProof`, `verifyUserSignatures`; fcl-js
 * packages/fcl-core/src/app-utils/verify-signatures.ts), answered in JS with the semantics of
 * FCLCrypto (onflow/fcl-dev-wallet cadence/contracts/FCLCrypto.cdc, Cadence 1.0).
 *
 * FCLCrypto is at the service account on the emulator chain (as `flow dev-wallet` deploys it)
 * and at its real address on testnet; pass `{ fclCryptoContract }` to FCL on the emulator.
 */

import {
  addressArg,
  arrayArg,
  cadence,
  integerArg,
  stringArg,
} from '../../../emulator/src/json-cadence.ts';
import {
  ACCOUNT_PROOF_DOMAIN_TAG,
  concatBytes,
  hexToBytes,
  USER_DOMAIN_TAG,
  verifySignature,
} from '../../../fault-proxy/src/flow-crypto.ts';
import type { ScriptContext, ScriptHandler } from './types.ts';

/** FCL's script, as getVerifySignaturesScript builds it (the address is rewritten by FCL). */
function fclScript(verifyFunction: string): string {
  return `
      import FCLCrypto from 0x0000000000000000

      access(all) fun main(
          address: Address,
          message: String,
          keyIndices: [Int],
          signatures: [String]
      ): Bool {
        return FCLCrypto.${verifyFunction}(address: address, message: message, keyIndices: keyIndices, signatures: signatures)
      }
    `;
}

const ACCOUNT_PROOF_FILE = 'fcl/verify_account_proof_signatures.cdc';
const USER_SIGNATURES_FILE = 'fcl/verify_user_signatures.cdc';

/** The FCL scripts the sandbox recognises, next to the app's `.cdc` files. */
export const FCL_CADENCE: readonly { file: string; source: string }[] = [
  { file: ACCOUNT_PROOF_FILE, source: fclScript('verifyAccountProofSignatures') },
  { file: USER_SIGNATURES_FILE, source: fclScript('verifyUserSignatures') },
];

function decodeHex(ctx: ScriptContext, text: string): Uint8Array {
  if (!/^([0-9a-fA-F]{2})*$/.test(text)) {
    return ctx.panic(`failed to decode hex string ${JSON.stringify(text.slice(0, 80))}`);
  }
  return hexToBytes(text);
}

/** FCLCrypto.verifySignatures for one domain tag. */
function verifySignatures(ctx: ScriptContext, tag: Uint8Array): boolean {
  const address = addressArg(ctx.args[0]);
  const message = decodeHex(ctx, stringArg(ctx.args[1]));
  const keyIndices = arrayArg(ctx.args[2], integerArg);
  const signatures = arrayArg(ctx.args[3], stringArg);
  if (keyIndices.length !== signatures.length) {
    return ctx.panic('Key index list length does not match signature list length');
  }
  const account = ctx.ledger.account(address);
  let totalWeight = 0;
  const seen = new Set<number>();
  for (const [i, keyIndex] of keyIndices.entries()) {
    const key = keyIndex < 0n ? undefined : account?.keys[Number(keyIndex)];
    if (key === undefined) return ctx.panic('Key provided does not exist on account');
    const signature = decodeHex(ctx, signatures[i] ?? '');
    if (seen.has(key.index)) return false;
    seen.add(key.index);
    if (key.revoked) return false;
    if (!verifySignature(concatBytes(tag, message), signature, key.publicKey)) return false;
    totalWeight += key.weight;
  }
  return totalWeight >= 1000;
}

export const verifyAccountProofSignatures: ScriptHandler = {
  kind: 'script',
  file: ACCOUNT_PROOF_FILE,
  run(ctx) {
    return cadence.bool(
      verifySignatures(ctx, ACCOUNT_PROOF_DOMAIN_TAG) || verifySignatures(ctx, USER_DOMAIN_TAG),
    );
  },
};

export const verifyUserSignatures: ScriptHandler = {
  kind: 'script',
  file: USER_SIGNATURES_FILE,
  run(ctx) {
    return cadence.bool(verifySignatures(ctx, USER_DOMAIN_TAG));
  },
};
