import { createContext, useContext } from 'react';
import { DEFAULT_IPFS_GATEWAY } from './safe-url.ts';

/** The IPFS gateway metadata images go through; the app provides `VITE_IPFS_GATEWAY`. */
export const IpfsGatewayContext = createContext(DEFAULT_IPFS_GATEWAY);

export const useIpfsGateway = (): string => useContext(IpfsGatewayContext);
