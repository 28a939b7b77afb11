import { useId, useState, type FormEvent } from 'react';
import { minutesPerHoleSchema } from '../../../../domain/crawl-timing';
import {
  DEFAULT_SURPRISE_MINUTES,
  MAX_EXTENSIONS_PER_HOLE,
  type ClockChange,
  type GameClock,
} from '../../../../domain/game-clock';
import { HOLE_COUNT } from '../../../../domain/holes';
import { useT } from '../../../lib/i18n/translate';
import type { LiveGame } from '../socket/use-live-game';
import { useSocketAction } from '../socket/use-socket-action';
import { useClockChangeText } from './clock-change-text';

type ClockGame = Pick<
  LiveGame,
  'clock' | 'serverOffsetMs' | 'status' | 'refusal' | 'changeClock' | 'date' | 'you' | 'board'
>;

/**
 * The host's clock controls: start now or at the plan's time, pause and resume, '+5 minutes',
 * the next hole and back one, the minutes per hole, and whether the group waits for 'Next hole'
 * and the last hole's end ends the game, and for the host the co-host who may do all of it too.
 * Each waits for the game's answer, which every phone hears with who made the change.
 */
export function ClockControls({ game }: { game: ClockGame }) {
  const t = useT('live', 'team');
  const changeText = useClockChangeText();
  const { clock } = game;
  // Pending until the game sends a clock changed since the tap.
  const [sentWith, setSentWith] = useState<GameClock | null | undefined>(undefined);
  const action = useSocketAction(game, { answered: sentWith !== undefined && game.clock !== sentWith });
  const pending = action.awaiting && game.clock === sentWith;
  if (!clock) return null;
  const send = (change: ClockChange) => {
    setSentWith(clock);
    action.run(() => game.changeClock(change));
  };
  const button = (label: string, change: ClockChange, disabled = false) => (
    <button type="button" className="btn-secondary" disabled={pending || disabled} onClick={() => send(change)}>
      {label}
    </button>
  );
  const notStarted = clock.status === 'off' || clock.status === 'scheduled';
  const plannedAt = clock.plannedStart ? plannedMoment(game.date, clock.plannedStart, game.serverOffsetMs) : null;
  return (
    <section aria-labelledby="clock-controls-heading" className="grid gap-3">
      <h3 id="clock-controls-heading" className="text-sm font-bold">
        {t('live.clock.controls')}
      </h3>
      <div className="grid grid-cols-2 gap-2">
        {notStarted ? (
          <>
            {button(t('live.clock.startNow'), { kind: 'start' })}
            {plannedAt !== null && clock.plannedStart && clock.status === 'off'
              ? button(t('live.clock.startAt', { time: clock.plannedStart }), { kind: 'start', at: plannedAt })
              : null}
          </>
        ) : (
          <>
            {clock.status === 'paused'
              ? button(t('live.clock.resume'), { kind: 'resume' })
              : button(t('live.clock.pause'), { kind: 'pause' }, clock.status !== 'running')}
            {button(
              t('live.clock.extend'),
              { kind: 'extend' },
              clock.extensions >= MAX_EXTENSIONS_PER_HOLE || clock.status === 'done',
            )}
            {button(t('live.clock.back'), { kind: 'back' }, clock.hole <= 1)}
            {button(t('live.clock.next'), { kind: 'next' }, clock.hole >= HOLE_COUNT)}
          </>
        )}
      </div>
      <MinutesForm clock={clock} pending={pending} onSet={(minutes) => send({ kind: 'minutes', minutes })} />
      {game.you?.isHost ? (
        <CoHostChoice
          clock={clock}
          teams={game.board.teams.filter((team) => team.id !== game.you?.teamId)}
          pending={pending}
          onChoose={(teamId) => send({ kind: 'co-host', teamId })}
        />
      ) : null}
      <Switch
        label={t('live.clock.waitsForHost')}
        checked={clock.waitsForHost}
        disabled={pending}
        onChange={(on) => send({ kind: 'waits-for-host', on })}
      />
      {game.you?.isHost ? (
        <Switch
          label={t('live.clock.surprise', { minutes: clock.surpriseMinutes ?? DEFAULT_SURPRISE_MINUTES })}
          checked={clock.surpriseMinutes !== null}
          disabled={pending}
          onChange={(on) => send({ kind: 'surprise', minutes: on ? DEFAULT_SURPRISE_MINUTES : null })}
        />
      ) : null}
      <Switch
        label={t('live.clock.endsGame')}
        checked={clock.endsGame}
        disabled={pending}
        onChange={(on) => send({ kind: 'ends-game', on })}
      />
      <p role="status" className="text-sm text-stone-600 empty:hidden">
        {pending ? t('live.clock.sending') : clock.change ? changeText(clock.change.kind, clock.change.by) : ''}
      </p>
      {action.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {action.error}
        </p>
      ) : null}
    </section>
  );
}

function CoHostChoice({
  clock,
  teams,
  pending,
  onChoose,
}: {
  clock: GameClock;
  teams: readonly { id: string; name: string }[];
  pending: boolean;
  onChoose: (teamId: string | null) => void;
}) {
  const t = useT('live', 'team');
  const id = useId();
  return (
    <div className="grid gap-1 text-sm font-medium">
      <label htmlFor={id}>{t('live.clock.coHost')}</label>
      <select
        id={id}
        className="field"
        disabled={pending}
        value={clock.coHostTeamId ?? ''}
        onChange={(event) => onChoose(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('live.clock.noCoHost')}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function MinutesForm({
  clock,
  pending,
  onSet,
}: {
  clock: GameClock;
  pending: boolean;
  onSet: (minutes: number) => void;
}) {
  const t = useT('live', 'team');
  const id = useId();
  const [typed, setTyped] = useState(String(clock.minutesPerHole));
  const minutes = Number(typed);
  const valid = typed.trim() !== '' && minutesPerHoleSchema.safeParse(minutes).success;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && minutes !== clock.minutesPerHole) onSet(minutes);
  };
  return (
    <form onSubmit={onSubmit} className="grid grid-cols-[1fr_auto] items-end gap-2">
      <label htmlFor={id} className="grid gap-1 text-sm font-medium">
        {t('live.clock.minutes')}
        <input
          id={id}
          className="field"
          type="number"
          inputMode="numeric"
          min={5}
          max={180}
          value={typed}
          aria-describedby={`${id}-note`}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <button type="submit" className="btn-secondary" disabled={pending || !valid || minutes === clock.minutesPerHole}>
        {t('live.clock.setMinutes')}
      </button>
      <p id={`${id}-note`} className="col-span-2 text-sm text-stone-600">
        {valid ? t('live.clock.minutesNote') : t('live.clock.minutesRange')}
      </p>
    </form>
  );
}

function Switch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5 shrink-0"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/**
 * The plan's start time on the game's day, read on this phone's clock (the host is where the bars
 * are) and put on the game's time; null when it has passed.
 */
function plannedMoment(date: string, time: string, offsetMs: number): number | null {
  const local = new Date(`${date}T${time}:00`).getTime();
  if (!Number.isFinite(local) || local <= Date.now()) return null;
  return local + offsetMs;
}
