import { useId } from 'react';
import '../../components/ui/form.css';
import { isCurrency, isPriceSourceId, PRICE_SOURCES } from '../../flow/prices/price-source-ids.ts';
import { priceSources, pricingOf } from '../../flow/prices/price-sources.ts';
import { usePriceSettings } from '../../flow/react/usePriceSettings.ts';

/** Where values come from on this network (or off), and in which currency the source offers. */
export function PriceSettingsFields() {
  const { settings, offered, change } = usePriceSettings();
  const sourceId = useId();
  const currencyId = useId();
  const currencies = settings.source ? priceSources[settings.source].currencies : [];
  return (
    <div className="price-settings">
      <div className="field">
        <label htmlFor={sourceId}>Prices</label>
        <select
          id={sourceId}
          data-testid="price-source"
          value={settings.source ?? 'off'}
          onChange={(event) => {
            const chosen = event.target.value;
            change({ ...settings, source: isPriceSourceId(chosen) ? chosen : null });
          }}
        >
          <option value="off">Off</option>
          {offered.map((id) => (
            <option key={id} value={id}>
              {PRICE_SOURCES[id].label}
            </option>
          ))}
        </select>
      </div>
      {settings.source ? (
        <div className="field">
          <label htmlFor={currencyId}>Currency</label>
          <select
            id={currencyId}
            data-testid="price-currency"
            value={pricingOf(settings)?.currency}
            disabled={currencies.length < 2}
            onChange={(event) => {
              const chosen = event.target.value;
              if (isCurrency(chosen)) change({ ...settings, currency: chosen });
            }}
          >
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
