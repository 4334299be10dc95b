/**
 * Import boundaries (`npm run lint:boundaries`, part of `npm test`). The layers, lowest first:
 * `src/flow` (the Flow layer, no UI) ← `src/components` (shared UI) ← `src/features/<feature>`
 * ← `src/app` (routes, layout, providers). A module imports only from its own layer or below,
 * a feature never from another feature, React enters the Flow layer only in `src/flow/react`,
 * and nothing imports in a circle: in the app, the emulator tooling, the bench, the journeys,
 * the scripts, the fault proxy, the test wallet or the worlds.
 */
// Cross-feature imports that predate this check. Each goes away with issue 15's operations layer
// and shared transaction forms (the NFT picker and form fields Send borrows from EVM, the
// collection and token texts Send and EVM borrow from NFTs and Tokens); no new one may join.
const KNOWN_CROSS_FEATURE = [
  '^src/features/evm/useNftSources[.]ts$',
  '^src/features/send/SendNfts[.]tsx$',
  '^src/features/send/SendPage[.]tsx$',
  '^src/features/send/SendForm[.]tsx$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other in a circle cannot be understood one at a time.',
      from: {
        path: '^(src|emulator|bench|e2e|scripts|fault-proxy|history-stand-in|test-wallet|worlds)/',
      },
      to: { circular: true },
    },
    {
      name: 'react-only-in-flow-react',
      severity: 'error',
      comment:
        'The Flow layer is framework-free except its React bindings in src/flow/react (TanStack Query core types are fine).',
      from: { path: '^src/flow/', pathNot: '^src/flow/react/' },
      to: { path: '^node_modules/(react|react-dom|@tanstack/react-query)/' },
    },
    {
      name: 'flow-layer-has-no-ui',
      severity: 'error',
      comment: 'src/flow is the Flow layer: it imports no UI (components, features, app).',
      from: { path: '^src/flow/' },
      to: { path: '^src/(components|features|app)/' },
    },
    {
      name: 'components-are-shared',
      severity: 'error',
      comment: 'src/components is shared UI: it imports no feature and nothing of the app shell.',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'features-below-the-app',
      severity: 'error',
      comment: 'A feature imports nothing of the app shell (routes, layout, providers).',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment: 'A feature does not import another feature; shared code goes below both.',
      from: { path: '^src/features/([^/]+)/', pathNot: KNOWN_CROSS_FEATURE },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers; and build output (the size check's bench/dist), whose chunks
    // import each other as the bundler pleases.
    exclude: { path: '[.]test[.]tsx?$|/testing/|^bench/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
