export function SubscribeButton({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  return (
    <button type="submit" className="btn-primary mt-4 w-full text-base" disabled={busy || disabled}>
      {busy ? 'Processing payment…' : 'Subscribe Now'}
    </button>
  );
}
