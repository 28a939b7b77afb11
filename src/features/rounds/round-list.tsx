import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/layout/empty-state';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../lib/toast-store';
import type { SavedRound, SavedRoundList } from '../../../domain/rounds';
import { openCopyOnMainCard, openOnCourse, openOnMainCard } from './open-saved-round';
import { RoundCard, roundTitle, type RoundActions } from './round-card';
import { useClearHistory, useDeleteRound } from './saved-rounds-api';
import { useT } from '../../lib/i18n/translate';

/** The member's rounds with what each can do, Clear All History, and the empty state once none are left. */
export function RoundList({
  userId,
  rounds,
  total,
  onExport,
  more,
  waiting = false,
}: {
  userId: string;
  /** The rounds loaded so far, newest first. */
  rounds: SavedRoundList;
  /** How many rounds the member has in all. */
  total: number;
  onExport: (round: SavedRound) => void;
  /** What ends the list while more rounds are to load. */
  more: ReactNode;
  /** Its buttons disabled: the page as the Worker paints it, before the app can answer a press. */
  waiting?: boolean;
}) {
  const navigate = useNavigate();
  const t = useT('history', 'app');
  const notStored = () =>
    toast({ title: t('history.notStored.title'), description: t('history.notStored.text'), variant: 'destructive' });
  const [deleting, setDeleting] = useState<SavedRound | null>(null);
  const [clearing, setClearing] = useState(false);
  const deleteRound = useDeleteRound(userId);
  const clearHistory = useClearHistory(userId);
  const { summaryRef, emptyStateRef, rememberOpener, focusAfterChange } = useFocusAfterDialogs(
    deleting !== null || clearing,
    rounds.length,
  );

  const actions: RoundActions = {
    onEdit: (round) => {
      if (!openOnMainCard(userId, round)) {
        notStored();
        return;
      }
      void navigate('/');
      toast({
        title: t('history.loaded.title'),
        description: t('history.loaded.text', { round: roundTitle(t, round) }),
      });
    },
    onPlayAgain: (round) => {
      if (!openCopyOnMainCard(userId, round)) {
        notStored();
        return;
      }
      void navigate('/');
    },
    onKeepPlaying: (round, courseId) => {
      if (!openOnCourse(courseId, round)) {
        notStored();
        return;
      }
      void navigate(`/courses/${encodeURIComponent(courseId)}`);
    },
    onExport,
    onDelete: (round) => {
      rememberOpener();
      setDeleting(round);
    },
  };

  const confirmDelete = (round: SavedRound) =>
    deleteRound.mutate(round.id, {
      onSuccess: () => {
        focusAfterChange(total > 1 ? 'summary' : 'empty-state');
        setDeleting(null);
        toast({
          title: t('history.deleted.title'),
          description: t('history.deleted.text', { round: roundTitle(t, round) }),
        });
      },
      onError: () =>
        toast({
          title: t('history.deleteFailed.title'),
          description: t('history.deleteFailed.text'),
          variant: 'destructive',
        }),
    });

  const confirmClear = () =>
    clearHistory.mutate(undefined, {
      onSuccess: ({ deleted }) => {
        focusAfterChange('empty-state');
        setClearing(false);
        toast({ title: t('history.cleared.title'), description: t('history.cleared.text', { count: deleted }) });
      },
      onError: () =>
        toast({
          title: t('history.clearFailed.title'),
          description: t('history.clearFailed.text'),
          variant: 'destructive',
        }),
    });

  return (
    <>
      {rounds.length === 0 ? (
        <EmptyState
          title={t('history.empty.title')}
          text={t('history.empty.text')}
          action={
            <Link ref={emptyStateRef} to="/" className="btn-primary">
              {t('history.startNew')}
            </Link>
          }
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p ref={summaryRef} tabIndex={-1} className="font-semibold text-stone-700">
              {t('history.count', { count: total })}
            </p>
            <button
              type="button"
              disabled={waiting}
              className="btn-secondary text-red-700"
              onClick={() => {
                rememberOpener();
                setClearing(true);
              }}
            >
              {t('history.clearAll')}
            </button>
          </div>
          <ul aria-label={t('history.list')} className="flex min-w-0 flex-col gap-3">
            {rounds.map((round) => (
              <li key={round.id}>
                <RoundCard round={round} actions={actions} waiting={waiting} />
              </li>
            ))}
          </ul>
          {more}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('history.deleteDialog.title')}
        confirmLabel={t('history.delete')}
        cancelLabel={t('common.cancel')}
        pending={deleteRound.isPending}
        pendingLabel={t('common.deleting')}
        onConfirm={() => deleting && confirmDelete(deleting)}
      >
        <p>{t('history.deleteDialog.text')}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={clearing}
        onOpenChange={(open) => !open && setClearing(false)}
        title={t('history.clearAll')}
        confirmLabel={t('history.clearAll')}
        cancelLabel={t('common.cancel')}
        pending={clearHistory.isPending}
        pendingLabel={t('common.clearing')}
        onConfirm={confirmClear}
      >
        <p>{t('history.clearDialog.text', { count: total })}</p>
      </ConfirmDialog>
    </>
  );
}

type FocusTarget = 'opener' | 'summary' | 'empty-state';

/**
 * Where keyboard focus goes when a dialog closes (the dialogs here have no trigger of their own
 * to return to): back to the button that opened it, or, when its round is gone, to the list's
 * count or the empty state's link, once the list shows the change.
 */
function useFocusAfterDialogs(dialogOpen: boolean, listSize: number) {
  const opener = useRef<HTMLElement | null>(null);
  const request = useRef<FocusTarget | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const emptyStateRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (dialogOpen || request.current === null) return;
    const targets = { opener: opener.current, summary: summaryRef.current, 'empty-state': emptyStateRef.current };
    const target = targets[request.current];
    // The list has not caught up with the change yet: the next render of it tries again.
    if (request.current !== 'opener' && !target) return;
    request.current = null;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [dialogOpen, listSize]);

  return {
    summaryRef,
    emptyStateRef,
    rememberOpener: () => {
      request.current = 'opener';
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    focusAfterChange: (target: Exclude<FocusTarget, 'opener'>) => {
      request.current = target;
    },
  };
}
