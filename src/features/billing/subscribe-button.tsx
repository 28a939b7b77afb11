import { useT } from '../../lib/i18n/translate';

export function SubscribeButton({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  const t = useT('account');
  return (
    <button type="submit" className="btn-primary mt-4 w-full text-base" disabled={busy || disabled}>
      {busy ? t('purchase.processing') : t('purchase.subscribeNow')}
    </button>
  );
}
