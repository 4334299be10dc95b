import { lazy, Suspense } from 'react';

// Only loaded when a code is drawn: no other screen pays for the QR encoder.
const AddressQrCode = lazy(() => import('./AddressQrCode.tsx'));

/** An address's QR code, with a line in its place while the encoder loads. */
export function LazyAddressQrCode({ value }: { readonly value: string }) {
  return (
    <Suspense fallback={<p className="skeleton">Drawing QR code…</p>}>
      <AddressQrCode value={value} />
    </Suspense>
  );
}
