/**
 * A verification node's keys for the local network's staking: made once by
 * `emulator/go/cmd/staking-node-keys` (onflow/crypto), each as the lowercase hex that
 * FlowIDTableStaking checks when a node registers (the BLS key's proof of possession included).
 * Public keys only: a test node signs nothing.
 */
export const STAKING_NODE = {
  id: '5d7f3c02d69e6b3d37ea93dfaa2b48f292ffd2c37f36de307410791bc4f02364',
  /** 4: verification, which takes delegators and needs no machine account. */
  role: 4,
  networkingAddress: 'verification.flowdeck.local:3569',
  stakingKey:
    '9087cfb12bfe63bc593f11f81ce59a98e771579a0786f2c9bd2d05d25edf150c7c03052a864a9fed68315f85e4878baa0c51ebf87b3155f5938f31344065ed12579d0b80d0340d788f16fe3865a42452cdf6f07cf384d2299c0477a5e0f04181',
  stakingKeyPoP:
    '88cc6a0f6eb7891d1199af306ac5fc1c9bbec0c094d234b2031a104ef5cf7a81734267c426f38b1e2e26c2635c072266',
  networkingKey:
    '850b5b5b5f47611712ec351b9f14249dbd44d691f6ac98c6781c0f23cfa230992f1a10fb3d0082b897013ae408d0544a4355d026140236579f729f6f90c9c720',
} as const;
