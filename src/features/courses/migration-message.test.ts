import { describe, expect, it } from 'vitest';
import { migrationToast } from './migration-message';

describe('migrationToast', () => {
  it('says nothing when there was nothing to send', () => {
    expect(migrationToast({ saved: 0, failed: 0, onBoard: 0 })).toBeNull();
  });

  it('celebrates one score, or several, when all were saved', () => {
    expect(migrationToast({ saved: 1, failed: 0, onBoard: 1 })).toEqual({
      title: 'Score saved!',
      description: 'Your score has been saved to your account and added to the leaderboard!',
      variant: 'success',
    });
    expect(migrationToast({ saved: 3, failed: 0, onBoard: 3 })?.description).toBe(
      '3 scores have been saved to your account and added to the leaderboard!',
    );
  });

  it('names the leaderboard only for the rounds it took', () => {
    expect(migrationToast({ saved: 1, failed: 0, onBoard: 0 })?.description).toBe(
      'Your score has been saved to your account. History says which are off the leaderboard, and why.',
    );
    expect(migrationToast({ saved: 3, failed: 0, onBoard: 0 })?.description).toBe(
      '3 scores have been saved to your account. History says which are off the leaderboard, and why.',
    );
    expect(migrationToast({ saved: 3, failed: 0, onBoard: 2 })?.description).toBe(
      '3 scores have been saved to your account. History says which are off the leaderboard, and why.',
    );
  });

  it('counts what was saved and what failed, in the right number', () => {
    expect(migrationToast({ saved: 1, failed: 1, onBoard: 0 })?.description).toBe(
      "1 score saved, but 1 failed. We'll retry automatically on your next login.",
    );
    expect(migrationToast({ saved: 2, failed: 3, onBoard: 0 })?.description).toBe(
      "2 scores saved, but 3 failed. We'll retry automatically on your next login.",
    );
    expect(migrationToast({ saved: 2, failed: 1, onBoard: 0 })?.variant).toBe('destructive');
  });

  it('says the score, or the scores, could not be saved when none were', () => {
    expect(migrationToast({ saved: 0, failed: 1, onBoard: 0 })?.description).toBe(
      "Failed to save your score. We'll retry automatically on your next login.",
    );
    expect(migrationToast({ saved: 0, failed: 2, onBoard: 0 })?.description).toBe(
      "Failed to save your scores. We'll retry automatically on your next login.",
    );
  });
});
