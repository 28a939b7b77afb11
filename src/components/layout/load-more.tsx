import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/translate';

/**
 * The end of a list loaded a page at a time: the next page loads when this comes into view, or
 * from its 'Load more' button (for the keyboard, and after a failed load, which does not retry
 * by itself). Gone once every item is shown.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  pending,
  failed,
  onLoad,
  list,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  pending: boolean;
  failed: boolean;
  onLoad: () => void;
  /** What the list holds. */
  list: 'rounds' | 'courses';
}) {
  const t = useT('app');
  const end = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });

  useEffect(() => {
    const element = end.current;
    if (!hasMore || pending || failed || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, pending, failed]);

  if (!hasMore) return null;
  return (
    <div ref={end} className="flex flex-col items-center gap-2 py-2 text-center">
      <p className="text-sm text-stone-600" aria-live="polite">
        {t(`list.showing.${list}`, { shown, total })}
      </p>
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t(`list.failed.${list}`)}
        </p>
      ) : null}
      <button type="button" className="btn-secondary" onClick={onLoad} disabled={pending} aria-busy={pending}>
        {pending ? t('common.loading') : t('common.loadMore')}
      </button>
    </div>
  );
}
