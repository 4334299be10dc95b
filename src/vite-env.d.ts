/// <reference types="vite/client" />

// The variables Flowdeck reads (validated in src/flow/env.ts; listed in the README).
interface ImportMetaEnv {
  readonly VITE_FLOW_NETWORK?: string;
  readonly VITE_FLOW_ACCESS_NODE?: string;
  readonly VITE_FLOW_DISCOVERY_WALLET?: string;
  readonly VITE_FLOW_DISCOVERY_WALLET_METHOD?: string;
  readonly VITE_FLOW_COMPUTE_LIMIT?: string;
  readonly VITE_FLOW_OPENID_SCOPES?: string;
  readonly VITE_FLOW_NETWORK_LABEL?: string;
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
  readonly VITE_WALLETCONNECT_DISABLE_NOTIFICATIONS?: string;
  readonly VITE_APP_URL?: string;
  readonly VITE_IPFS_GATEWAY?: string;
  readonly VITE_LOCAL_WFLOW_ADDRESS?: string;
  readonly VITE_FLOW_LOCAL_ACCESS_NODE?: string;
  readonly VITE_FLOW_LOCAL_DISCOVERY_WALLET?: string;
  readonly VITE_FLOW_TESTNET_ACCESS_NODE?: string;
  readonly VITE_FLOW_TESTNET_DISCOVERY_WALLET?: string;
  readonly VITE_FLOW_MAINNET_ACCESS_NODE?: string;
  readonly VITE_FLOW_MAINNET_DISCOVERY_WALLET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
