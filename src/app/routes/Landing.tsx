import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';

const FEATURES = [
  ['Both VMs at once', 'Your Cadence account and its EVM account (COA), side by side.'],
  ['Everything you own', 'FLOW, tokens and NFTs with exact balances, never rounded.'],
  ['Send safely', 'To Cadence or EVM addresses, checked for the network before you sign.'],
  ['Move across VMs', 'FLOW, tokens and NFTs between Cadence and EVM, fees shown up front.'],
  ['Live transactions', 'Every transaction followed until sealed, with errors in plain words.'],
  ['Ask the chain', 'A read-only Cadence script runner that knows your network.'],
] as const;

export function Landing() {
  const { authenticate, preload, isAuthenticating, status } = useFlowCurrentUser();
  const { label } = useFlowNetwork();
  return (
    <section className="landing">
      <h1>Your whole Flow account, on one screen</h1>
      <p className="landing__lead">
        Flowdeck shows and moves everything you hold on Flow, on the Cadence side and on Flow EVM,
        without switching between a wallet, Flow Port, an explorer and a script runner.
      </p>
      <p>
        <button
          type="button"
          className="button button--large"
          onClick={() => void authenticate()}
          // The wallet code loads once the user reaches for the button, not with the page.
          onPointerEnter={preload}
          onFocus={preload}
          disabled={status === 'loading' || isAuthenticating}
        >
          {isAuthenticating ? 'Waiting for wallet…' : 'Connect your Flow wallet'}
        </button>
      </p>
      <p className="muted">
        Network: {label}. Flowdeck never sees your keys; your wallet signs every transaction.
      </p>
      <ul className="features">
        {FEATURES.map(([title, text]) => (
          <li key={title}>
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
