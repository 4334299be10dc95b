// The Cadence parser's Go runtime refers to Node's `global`; in a worker it is `self`. This
// module is imported before the parser so that the name exists when the parser's code runs.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
