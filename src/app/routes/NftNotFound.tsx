import { Link } from 'wouter';

export function NftNotFound({ backTo }: { readonly backTo: string }) {
  return (
    <section className="panel" role="alert">
      <h1>No such NFT</h1>
      <p>This link does not name an NFT: its collection path or id is malformed.</p>
      <Link className="button" to={backTo}>
        Back to the NFTs
      </Link>
    </section>
  );
}
