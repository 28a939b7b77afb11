import type { ToastInput } from '../../lib/toast-store';

const RETRY_NOTE = "We'll retry automatically on your next login.";

/** What the player is told after their course rounds were sent: null when there was nothing to send. */
export function migrationToast({
  saved,
  failed,
  onBoard,
}: {
  saved: number;
  failed: number;
  onBoard: number;
}): ToastInput | null {
  if (saved === 0 && failed === 0) return null;
  if (failed === 0) {
    // The leaderboard is named only when it took every round sent.
    const board =
      onBoard === saved ? ' and added to the leaderboard!' : '. History says which are off the leaderboard, and why.';
    return {
      title: 'Score saved!',
      description: `${saved === 1 ? 'Your score has' : `${saved} scores have`} been saved to your account${board}`,
      variant: 'success',
    };
  }
  if (saved === 0) {
    return {
      title: failed === 1 ? 'Score not saved' : 'Scores not saved',
      description: `Failed to save your ${failed === 1 ? 'score' : 'scores'}. ${RETRY_NOTE}`,
      variant: 'destructive',
    };
  }
  return {
    title: 'Some scores not saved',
    description: `${saved} ${saved === 1 ? 'score' : 'scores'} saved, but ${failed} failed. ${RETRY_NOTE}`,
    variant: 'destructive',
  };
}
