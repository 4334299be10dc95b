import { type ReactNode, useState } from 'react';
import { useIpfsGateway } from './media-gateway.ts';
import { toSafeImageUrl } from './safe-url.ts';

interface SafeImageProps {
  /** The URI exactly as the metadata gives it (untrusted). */
  readonly src: string | null | undefined;
  readonly alt: string;
  readonly className?: string;
  /** Drawn instead of the generic placeholder when there is no image to show. */
  readonly fallback?: ReactNode;
}

/**
 * An image from chain metadata: only through `<img>` (where SVG cannot run script), only from
 * allowed schemes, never sending a referrer; a placeholder otherwise or when it fails to load.
 */
export function SafeImage({ src, alt, className = '', fallback }: SafeImageProps) {
  const gateway = useIpfsGateway();
  const url = toSafeImageUrl(src, gateway);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    if (fallback !== undefined) return fallback;
    return (
      <span className={`media-placeholder ${className}`} role="img" aria-label={alt || 'No image'}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v14H4z M7 15l3-4 3 3 2-2 3 3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
    />
  );
}
