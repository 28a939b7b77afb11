import { useId, useState, type FormEvent } from 'react';
import { MAX_BLACKOUT_HOLES } from '../../../../domain/finale';
import { useT } from '../../../lib/i18n/translate';
import type { LiveGame } from '../socket/use-live-game';
import { useSocketAction, useSocketSetting } from '../socket/use-socket-action';
import { SocketActionError, SocketSaveButton } from '../socket/socket-save';

const CHOICES = Array.from({ length: MAX_BLACKOUT_HOLES + 1 }, (_, holes) => holes);

/** The host's (or co-host's) choice to hide the board for the last one to three holes, while the game is on. */
export function BlackoutControl({ game }: { game: LiveGame }) {
  const t = useT('live', 'team');
  const id = useId();
  const current = game.board.hiddenHoles ?? 0;
  const [holes, setHoles] = useState(current);
  const setting = useSocketSetting(game, current);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setting.save(holes, () => game.setBlackout(holes));
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2" aria-describedby={`${id}-hint`}>
      <label htmlFor={id} className="font-semibold">
        {t('live.finale.blackoutLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('live.finale.blackoutHint')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <select
          id={id}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3"
          value={holes}
          onChange={(event) => setHoles(Number(event.target.value))}
        >
          {CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 0 ? t('live.finale.blackoutOff') : t('live.finale.blackoutHoles', { count: choice })}
            </option>
          ))}
        </select>
        <SocketSaveButton
          words={{
            save: t('live.finale.blackoutSave'),
            saving: t('live.finale.saving'),
            saved: t('live.finale.saved'),
          }}
          saving={setting.saving}
          answered={setting.answered}
          unchanged={holes === current}
        />
      </div>
      <SocketActionError error={setting.error} answered={setting.answered} />
    </form>
  );
}

/** On an ended game's hidden board, for the host and co-host: 'Reveal' shows the final standings on every screen. */
export function RevealButton({ game }: { game: LiveGame }) {
  const t = useT('live', 'team');
  const action = useSocketAction(game);
  return (
    <div className="grid gap-2 rounded-2xl bg-white p-4 shadow-sm">
      <button type="button" className="btn-primary" disabled={action.awaiting} onClick={() => action.run(game.reveal)}>
        {action.awaiting ? t('live.finale.revealing') : t('live.finale.reveal')}
      </button>
      <p className="text-sm text-stone-600">{t('live.finale.revealHint')}</p>
      {action.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {action.error}
        </p>
      ) : null}
    </div>
  );
}
