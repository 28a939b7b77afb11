export function PageSpinner() {
  return (
    <div role="status" aria-label="Loading page" className="flex justify-center py-16">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-300 border-t-felt" />
    </div>
  );
}
