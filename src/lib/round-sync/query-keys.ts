/**
 * The member's rounds (History) and the public leaderboard: refreshed whenever a round is saved.
 * Their query options live with the pages that show them; these keys are what a save refreshes.
 */
export const ROUNDS_KEY = ['rounds'] as const;
export const LEADERBOARD_KEY = ['leaderboard'] as const;
