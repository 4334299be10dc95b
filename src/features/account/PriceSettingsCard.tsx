import { PriceSettingsFields } from './PriceSettingsFields.tsx';

/** Where the overview's values come from, or that they are off; absent when the build offers none. */
export function PriceSettingsCard({ off }: { readonly off: boolean }) {
  return (
    <section className="card" aria-labelledby="prices-heading">
      <h2 id="prices-heading">Value</h2>
      {off ? (
        <p className="muted" data-testid="value-off">
          Prices are off. Choose a source to see what this account holds in money.
        </p>
      ) : null}
      <p className="muted small">
        The source is asked at most once a minute, and no price is ever part of an amount anyone
        signs.
      </p>
      <PriceSettingsFields />
    </section>
  );
}
