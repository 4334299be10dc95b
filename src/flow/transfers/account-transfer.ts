/** What moved in one transfer: an amount of a fungible token, or one NFT. */
export type TransferAsset =
  | {
      readonly kind: 'token';
      /** The vault's type, e.g. `A.1654653399040a61.FlowToken.Vault`. */
      readonly type: string;
      /** UFix64 units. */
      readonly amount: bigint;
    }
  | {
      readonly kind: 'nft';
      /** The NFT's type, e.g. `A.0b2a3299cc857e29.TopShot.NFT`. */
      readonly type: string;
      /** Its UInt64 id as decimal digits. */
      readonly id: string;
    };

/** A token or NFT that came into, or left, an account, as the chain's events tell it. */
export interface AccountTransfer {
  /** `<transaction id>:<event index>`: the same event heard twice (live, then gap fill) is one. */
  readonly key: string;
  readonly transactionId: string;
  readonly blockHeight: bigint;
  /**
   * The block's time in ms since the epoch; null when the node did not give one (the emulator's
   * `/v1/ws` sends the zero time).
   */
  readonly time: number | null;
  readonly direction: 'in' | 'out';
  readonly asset: TransferAsset;
  /** The other account (`0x` + 16 hex) when the chain names it; null when it does not. */
  readonly counterparty: string | null;
  /** What the account paid in fees for the whole transaction (UFix64 units), when it paid. */
  readonly fee: bigint | null;
}
