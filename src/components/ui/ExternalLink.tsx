import { toSafeLink } from './safe-url.ts';

/** A link taken from chain metadata: https only, opened apart from Flowdeck, its host shown. */
export function ExternalLink({
  href,
  children,
}: {
  readonly href: string | null | undefined;
  readonly children: string;
}) {
  const link = toSafeLink(href);
  if (!link) return null;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="external-link"
    >
      {children} <span className="external-link__host">({link.host})</span>
    </a>
  );
}
