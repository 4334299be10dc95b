// A script error as a mainnet/testnet access node's REST API answers it (flow-go), made from the
// emulator's text for the same failure ("Invalid Flow argument: " + the FVM's error).

/** flow-go's DefaultMaxErrorMessageSize, the access node's --script-execution-max-error-length. */
const ACCESS_NODE_LIMIT = 1000;
const BLOCK_ID = 'a31c6b4cbf2d42e6b8b1b6e8e2ec0a2d8c1f9e7b5a3d2c1b0f9e8d7c6b5a4f3e';
const EXECUTION_NODE = 'execution-001.mainnet26.nodes.onflow.org:3569';

/**
 * Who ran the script: the access node itself (script-execution-mode local or failover), which
 * cuts the FVM's error to 1000 bytes, or an execution node (the mode execution-nodes-only),
 * whose limit is 0, no cut, but whose answer the access node wraps once more.
 */
type Runner = 'access-node' | 'execution-node';

export function asMainnetScriptError(emulatorText: string, runner: Runner = 'access-node'): string {
  const fvmError = emulatorText.replace(/^Invalid Flow argument: /, '');
  const code = /\[Error Code: (\d+)\]/.exec(fvmError)?.[1] ?? '1101';
  const limit = runner === 'access-node' ? ACCESS_NODE_LIMIT : 0;
  // engine/execution/computation/query/executor.go: errors.NewCodedError(output.Err.Code(), …).
  const atBlock = `[Error Code: ${code}] failed to execute script at block (${BLOCK_ID}): ${summarizeLog(fvmError, limit)}`;
  // engine/access/rpc/backend/scripts/executor/local.go and engine/execution/rpc/engine.go.
  const status = `failed to execute script: ${atBlock}`;
  // engine/access/rpc/backend/scripts/executor/execution_node.go wraps the EN's gRPC status.
  const message =
    runner === 'access-node'
      ? status
      : `failed to execute the script on the execution node ${EXECUTION_NODE}: rpc error: code = InvalidArgument desc = ${status}`;
  // engine/access/rest/common/http_request_handler.go, for codes.InvalidArgument.
  return `Invalid Flow argument: ${message}`;
}

/**
 * flow-go's summarizeLog: over `limit` bytes, the first and last `limit / 2 - 1` bytes joined by
 * " ... ". Go cuts bytes; a character split by the cut reaches JSON as U+FFFD.
 */
function summarizeLog(log: string, limit: number): string {
  const bytes = new TextEncoder().encode(log);
  if (limit <= 0 || bytes.length <= limit) return log;
  const split = Math.floor(limit / 2) - 1;
  const decoder = new TextDecoder();
  return `${decoder.decode(bytes.slice(0, split))} ... ${decoder.decode(bytes.slice(bytes.length - split))}`;
}
