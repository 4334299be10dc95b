import './token-logo.css';
import { monogramOf, toneOf } from './monogram.ts';
import { displayText } from './plain-text.ts';
import { SafeImage } from './SafeImage.tsx';

/**
 * A token's logo from its metadata (untrusted, through SafeImage), or, where it has none or the
 * image fails, a monogram of its symbol in a colour of its own: never a broken-image box.
 * Decorative: the token's name is always written beside it.
 */
export function TokenLogo({
  src,
  symbol,
  identifier,
  tone = toneOf(identifier),
}: {
  readonly src: string | null;
  readonly symbol: string;
  /** The vault's type identifier: the same token keeps the same colour. */
  readonly identifier: string;
  /** A colour (0–5) chosen by the screen instead, e.g. a chart's. */
  readonly tone?: number;
}) {
  return (
    <SafeImage
      src={src}
      alt=""
      className="token-logo"
      fallback={
        <span
          className={`token-logo token-logo--monogram tone-${tone}`}
          aria-hidden="true"
          data-testid="token-monogram"
        >
          <span>{monogramOf(displayText(symbol, 16))}</span>
        </span>
      }
    />
  );
}
