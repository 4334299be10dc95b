import { Link } from 'wouter';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { NETWORKS } from '../../flow/networks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { LazyAddressQrCode } from './LazyAddressQrCode.tsx';

/** Where others can pay the user: each VM's address, written out and as a QR code. */
export function ReceivePanel({
  id,
  address,
  evmAddress,
}: {
  readonly id: string;
  readonly address: string;
  /** The COA's address; null when the account has none. */
  readonly evmAddress: string | null;
}) {
  const { network } = useFlowContext('ReceivePanel');
  return (
    <section id={id} className="receive" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Receive on {NETWORKS[network].label}</h3>
      <div className="receive__addresses">
        <ReceiveAddress
          title="Flow address (Cadence)"
          use="For FLOW, tokens and NFTs sent from a Flow wallet."
          address={address}
          copyLabel="Copy the Flow address"
          testId="receive-address"
        />
        {evmAddress ? (
          <ReceiveAddress
            title="EVM address"
            use="For FLOW and tokens on Flow EVM, sent from an EVM wallet or an exchange that uses Flow EVM."
            address={evmAddress}
            copyLabel="Copy the EVM address"
            testId="receive-evm-address"
          />
        ) : (
          <p className="muted" data-testid="receive-no-evm">
            No EVM address yet. <Link to="/evm">Enable EVM</Link> to receive on Flow EVM.
          </p>
        )}
      </div>
      {evmAddress ? (
        <p className="warning-text small">
          Your EVM account is controlled by your Flow account and has no key of its own: anything
          sent to its address on another chain (Ethereum, Base or any other) cannot be recovered.
        </p>
      ) : null}
    </section>
  );
}

function ReceiveAddress({
  title,
  use,
  address,
  copyLabel,
  testId,
}: {
  readonly title: string;
  readonly use: string;
  readonly address: string;
  readonly copyLabel: string;
  readonly testId: string;
}) {
  return (
    <div className="receive__address">
      <h4>{title}</h4>
      <p className="muted small">{use}</p>
      <LazyAddressQrCode value={address} />
      <p className="row">
        <code className="address" data-testid={testId}>
          {address}
        </code>
        <CopyButton value={address} label={copyLabel} />
      </p>
    </div>
  );
}
