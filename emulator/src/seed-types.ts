export interface SeededAccount {
  readonly index: number;
  readonly label: string;
  /** 0x-prefixed. */
  readonly address: string;
  readonly privateKey: string;
}
