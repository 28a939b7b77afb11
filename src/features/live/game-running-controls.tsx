import { ClockControls } from './clock/clock-controls';
import { BlackoutControl } from './finale/finale-controls';
import { HoleRulesEditor, HouseRulesEditor } from './house-rules-editor';
import { MulligansHostControls } from './mulligans/mulligans-host';
import type { LiveGame } from './socket/use-live-game';

/**
 * What the host and the clock's co-host both change while the game is on, as the game lets them:
 * the clock, the house rules, the hole rules, the mulligans (and undoing one) and the blackout.
 * Renaming the game, removing a team, letting one back in and ending the game stay the host's.
 */
export function GameRunningControls({ game }: { game: LiveGame }) {
  return (
    <>
      <ClockControls game={game} />
      <HouseRulesEditor game={game} />
      <HoleRulesEditor game={game} />
      <MulligansHostControls game={game} />
      <BlackoutControl game={game} />
    </>
  );
}
