import { useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { cadenceExplorerAccountUrl } from '../../flow/networks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { LazyAddressQrCode } from './LazyAddressQrCode.tsx';

/** The account's address, to copy or open on the explorer; with its QR code when `qr`. */
export function AddressPanel({ address, qr }: { readonly address: string; readonly qr: boolean }) {
  const { network } = useFlowContext('AddressPanel');
  const [showQr, setShowQr] = useState(false);
  const explorer = cadenceExplorerAccountUrl(network, address);
  return (
    <div className="address-panel">
      <p className="row">
        <code className="address" data-testid="account-address">
          {address}
        </code>
        <CopyButton value={address} label="Copy the address" />
        {qr ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={showQr}
            onClick={() => setShowQr((shown) => !shown)}
          >
            {showQr ? 'Hide QR code' : 'QR code'}
          </button>
        ) : null}
        {explorer ? (
          <a
            className="button button--ghost button--small"
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on explorer
          </a>
        ) : null}
      </p>
      {qr && showQr ? <LazyAddressQrCode value={address} /> : null}
    </div>
  );
}
