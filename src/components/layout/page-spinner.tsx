import { usePaintedText } from '../../lib/i18n/painted-text';

export function PageSpinner() {
  const say = usePaintedText();
  return (
    <div role="status" aria-label={say('shell.loadingPage', 'Loading page')} className="flex justify-center py-16">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-300 border-t-felt" />
    </div>
  );
}
