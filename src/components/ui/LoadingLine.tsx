/** A line of text standing in for what is being read. */
export function LoadingLine({ children }: { readonly children: string }) {
  return (
    <p className="skeleton" aria-busy="true">
      {children}
    </p>
  );
}
