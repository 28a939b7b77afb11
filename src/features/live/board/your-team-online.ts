import type { Board } from '../../../../domain/game-protocol';

/**
 * The board as a team's phone shows it while its socket first connects (and as its page's HTML
 * shows it): its own team is not shown offline, or the badge would go a moment later and the rows
 * below it would move.
 */
export function withYourTeamOnline(board: Board, yourTeamId: string): Board {
  return { ...board, teams: board.teams.map((team) => (team.id === yourTeamId ? { ...team, online: true } : team)) };
}
