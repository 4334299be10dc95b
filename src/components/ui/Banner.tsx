import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'warning' | 'danger';

/** A page-wide notice; warnings and dangers are announced to screen readers at once. */
export function Banner({
  tone,
  title,
  children,
  action,
}: {
  readonly tone: BannerTone;
  readonly title: string;
  readonly children?: ReactNode;
  readonly action?: ReactNode;
}) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'info' ? 'status' : 'alert'}>
      <div className="banner__text">
        <strong>{title}</strong>
        {children ? <span> {children}</span> : null}
      </div>
      {action ? <div className="banner__action">{action}</div> : null}
    </div>
  );
}
