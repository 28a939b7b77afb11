/**
 * What a live game's page shows only to a team (its card, the host's and co-host's controls, the
 * clock, keeping the round) or once the game has ended (the awards, the reveal, the way home): a
 * phone of no team at a game still on needs none of it until it joins, so it loads apart from the
 * page (team-parts.ts), and the join page fetches less.
 */
export { ClockBadge } from '../../features/live/clock/clock-badge';
export { HoleClock } from '../../features/live/clock/hole-clock';
export { NotifySwitch } from '../../features/live/nudges/notify-switch';
export { AlcoholFreeChoice } from '../../features/live/alcohol-free-choice';
export { AwardsList } from '../../features/live/board/awards-list';
export { GettingHome } from '../../features/live/card/getting-home';
export { NextHole } from '../../features/live/card/next-hole';
export { PenaltyHoleNote } from '../../features/live/card/penalty-hole-note';
export { RevealButton } from '../../features/live/finale/finale-controls';
export { RevealShow } from '../../features/live/finale/reveal-show';
export { GameMenu } from '../../features/live/game-menu';
export { RemoveTeamButton } from '../../features/live/host-controls';
export { MulligansCard } from '../../features/live/mulligans/mulligans-card';
export { KeepRoundPrompt } from '../../features/live/keep-rounds/keep-round-prompt';
export { SaveRoundToHistory } from '../../features/live/keep-rounds/save-round-to-history';
export { TeamNameForm } from '../../features/live/team-name-form';
export { PenaltiesPanel } from '../../features/penalties/penalties-panel';
export { HolesTable } from '../../features/scorecard/holes-table';
export { default as RunningTotalBar } from '../../features/scorecard/running-total-bar';
export { TotalScoreCard } from '../../features/scorecard/total-score-card';
