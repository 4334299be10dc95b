const number = new Intl.NumberFormat('en-US');

/** "1 NFT", "1,234 NFTs". */
export const formatNftCount = (count: number): string =>
  `${number.format(count)} ${count === 1 ? 'NFT' : 'NFTs'}`;
