// Messages the Flow network sends, shared by the parser's tests and those of what wraps it.

export const PANIC_MESSAGE =
  '[Error Code: 1101] error caused by: 1 error occurred:\n\t* transaction execute failed: ' +
  '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: Hello from ' +
  '0xe03daebed8ca0615\n' +
  ' --> 5d0a4cfb1c1d6d4bdbd0de7a6cc6c1d9aef6c6fc64e1e4aa6d8b2a3b7d5e1f2a:5:8\n' +
  '  |\n5 |         panic("Hello from 0xe03daebed8ca0615")\n  |         ^^^^^^^^^^^^^^^^^^\n\n';

export const SCRIPT_ERROR_BODY =
  'Invalid Flow argument: failed to execute script: [Error Code: 1101] cadence runtime error: ' +
  'Execution failed:\nerror: panic: no vault at /storage/flowTokenVault\n --> script:4:8\n';
