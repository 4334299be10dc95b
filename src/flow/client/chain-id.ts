import { AccessNodeError } from '../errors.ts';
import { fclChainName } from '../networks.ts';
import { type AccessNodeRequestOptions, requestAccessNode } from './access-node-request.ts';

/**
 * The access node's chain, as FCL names it (`local` for `flow-emulator`, `testnet`, `mainnet`,
 * or whatever else the node reports), from one `GET {accessNodeUrl}/v1/network/parameters`:
 * the header's chain check, without loading FCL. Rejects with a FlowError (an AccessNodeError
 * for anything the node did or did not answer), never with a fallback chain.
 */
export async function fetchChainId(
  accessNodeUrl: string,
  options: AccessNodeRequestOptions = {},
): Promise<string> {
  const body = await requestAccessNode(accessNodeUrl, { path: '/v1/network/parameters' }, options);
  const chainId = chainIdOf(body);
  if (chainId === null) {
    throw new AccessNodeError({
      kind: 'invalid-response',
      statusCode: 200,
      serverMessage: 'The network parameters carry no chain_id',
    });
  }
  return fclChainName(chainId);
}

/** `chain_id` of a NetworkParameters body (`{ "chain_id": string }`); null when not there. */
function chainIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const chainId = (body as { chain_id?: unknown }).chain_id;
  return typeof chainId === 'string' && chainId.trim() !== '' ? chainId : null;
}
