/** One part of the whole the chart draws; `share` in percent (display only, from bigints). */
export interface ChartSlice {
  readonly key: string;
  readonly label: string;
  readonly share: number;
  /** Which of the chart's colours (0–5), the same as the ring of its row's logo. */
  readonly tone: number;
}

// A circle of circumference 100: a slice's dash length is its percentage.
const RADIUS = 100 / (2 * Math.PI);

/**
 * A ring of what the account holds, drawn by the app as SVG: a few hundred bytes where a chart
 * library is tens of kilobytes for one figure. It is a picture only (role img, labelled with
 * every share); the table beside it holds the figures for screen readers and the keyboard.
 */
export function HoldingsChart({ slices }: { readonly slices: readonly ChartSlice[] }) {
  const drawn = slices.filter((slice) => slice.share > 0);
  let start = 0;
  return (
    <svg
      className="holdings-chart"
      viewBox="0 0 42 42"
      role="img"
      aria-label={drawn.map((slice) => `${slice.label} ${slice.share}%`).join(', ')}
      data-testid="holdings-chart"
    >
      <circle className="holdings-chart__track" cx="21" cy="21" r={RADIUS} />
      {drawn.map((slice, index) => {
        const offset = 25 - start; // from twelve o'clock, clockwise
        // Shares are floored to a tenth: the last closes the ring.
        const length = index === drawn.length - 1 ? 100 - start : slice.share;
        start += length;
        return (
          <circle
            key={slice.key}
            className={`holdings-chart__slice tone-${slice.tone}`}
            cx="21"
            cy="21"
            r={RADIUS}
            strokeDasharray={`${length} ${100 - length}`}
            strokeDashoffset={offset}
          />
        );
      })}
    </svg>
  );
}

export const CHART_TONES = 6;
