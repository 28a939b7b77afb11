/** The member's rounds (History) and the public leaderboard: refreshed whenever a round is saved. */
export const ROUNDS_KEY = ['/api/scorecards'] as const;
export const LEADERBOARD_KEY = ['/api/leaderboard'] as const;
