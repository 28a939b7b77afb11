import { useErrorText } from '../../lib/i18n/error-text';
import { useT } from '../../lib/i18n/translate';

/** A page's data could not be loaded: what failed, why if the server said, and Try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useT('app');
  const errorText = useErrorText();
  return (
    <section role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1 text-stone-600">{errorText(error, t('common.checkConnection'))}</p>
      <button type="button" className="btn-primary mt-4" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </section>
  );
}
