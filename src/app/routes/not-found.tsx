import { Link, useLocation } from 'wouter';

export function Component() {
  const [pathname] = useLocation();
  return (
    <section className="panel">
      <h1>Page not found</h1>
      <p>
        Nothing lives at <code>{pathname}</code>.
      </p>
      <Link className="button" to="/">
        Go to the start page
      </Link>
    </section>
  );
}
