import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/layout/empty-state';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast-store';
import type { SavedRound, SavedRoundList } from '../../domain/rounds';
import { openOnCourse, openOnMainCard } from './open-saved-round';
import { RoundCard, roundTitle, type RoundActions } from './round-card';
import { useClearHistory, useDeleteRound } from './saved-rounds-api';

const NOT_STORED = {
  title: 'Round not opened',
  description: 'This browser would not store the round. Allow site storage or free some space, then try again.',
  variant: 'destructive',
} as const;

function scorecards(count: number): string {
  return `${count} scorecard${count === 1 ? '' : 's'}`;
}

function clearHistoryText(count: number): string {
  const what = count === 1 ? 'your 1 scorecard' : `all ${scorecards(count)}`;
  return `This will delete ${what}. This action cannot be undone.`;
}

/** The member's rounds with what each can do, Clear All History, and the empty state once none are left. */
export function RoundList({
  userId,
  rounds,
  total,
  onExport,
  more,
}: {
  userId: string;
  /** The rounds loaded so far, newest first. */
  rounds: SavedRoundList;
  /** How many rounds the member has in all. */
  total: number;
  onExport: (round: SavedRound) => void;
  /** What ends the list while more rounds are to load. */
  more: ReactNode;
}) {
  const navigate = useNavigate();
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
        toast(NOT_STORED);
        return;
      }
      void navigate('/');
      toast({ title: 'Scorecard loaded', description: `${roundTitle(round)} is on the scorecard.` });
    },
    onKeepPlaying: (round, courseId) => {
      if (!openOnCourse(courseId, round)) {
        toast(NOT_STORED);
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
        toast({ title: 'Scorecard deleted', description: `${roundTitle(round)} is gone from your history.` });
      },
      onError: () =>
        toast({
          title: 'Delete failed',
          description: 'Failed to delete scorecard. Please try again.',
          variant: 'destructive',
        }),
    });

  const confirmClear = () =>
    clearHistory.mutate(undefined, {
      onSuccess: ({ deleted }) => {
        focusAfterChange('empty-state');
        setClearing(false);
        toast({ title: 'History cleared', description: `${scorecards(deleted)} deleted.` });
      },
      onError: () =>
        toast({
          title: 'Clear failed',
          description: 'Failed to clear history. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <>
      {rounds.length === 0 ? (
        <EmptyState
          title="No Saved Rounds"
          text="Play a round and it will show up here."
          action={
            <Link ref={emptyStateRef} to="/" className="btn-primary">
              Start New Round
            </Link>
          }
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p ref={summaryRef} tabIndex={-1} className="font-semibold text-stone-700">
              {total} saved round{total === 1 ? '' : 's'}
            </p>
            <button
              type="button"
              className="btn-secondary text-red-700"
              onClick={() => {
                rememberOpener();
                setClearing(true);
              }}
            >
              Clear All History
            </button>
          </div>
          <ul aria-label="Saved rounds" className="flex min-w-0 flex-col gap-3">
            {rounds.map((round) => (
              <li key={round.id}>
                <RoundCard round={round} actions={actions} />
              </li>
            ))}
          </ul>
          {more}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Scorecard"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pending={deleteRound.isPending}
        pendingLabel="Deleting…"
        onConfirm={() => deleting && confirmDelete(deleting)}
      >
        <p>Are you sure you want to delete this scorecard? This action cannot be undone.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={clearing}
        onOpenChange={(open) => !open && setClearing(false)}
        title="Clear All History"
        confirmLabel="Clear All History"
        cancelLabel="Cancel"
        pending={clearHistory.isPending}
        pendingLabel="Clearing…"
        onConfirm={confirmClear}
      >
        <p>{clearHistoryText(total)}</p>
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
