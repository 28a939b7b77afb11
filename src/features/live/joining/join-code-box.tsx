import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { GAME_CODE_LENGTH, gameCodeSchema, typedGameCode } from '../../../../domain/game-protocol';
import { useCardText } from '../../../lib/i18n/card-text';

/**
 * 'Join a game': the code from the host's screen, typed in any case, with or without spaces,
 * dashes or other separators (which the box drops as they are typed or pasted), opens the game's page, which says when no live game has it and shows an ended game's
 * final standings. A code of the wrong shape is answered here.
 */
export default function JoinCodeBox() {
  const navigate = useNavigate();
  // The box can show twice at once (on the home page and in the phone's menu): ids of its own.
  const id = useId();
  const text = useCardText();
  const [typed, setTyped] = useState('');
  const [wrongShape, setWrongShape] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!gameCodeSchema.safeParse(typed).success) {
      setWrongShape(true);
      return;
    }
    void navigate(`/play/${typed}`);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 text-left shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {text('Join a game')}
      </h2>
      <p className="text-sm text-stone-600">{text("Type the code from the host's screen.")}</p>
      <form onSubmit={onSubmit} noValidate className="mt-2 grid gap-2">
        <div className="flex gap-2">
          <label htmlFor={`${id}-code`} className="sr-only">
            {text('Game code')}
          </label>
          <input
            id={`${id}-code`}
            className="field min-w-0 flex-1 font-mono text-lg tracking-widest uppercase placeholder:font-sans placeholder:text-base placeholder:tracking-normal placeholder:normal-case"
            placeholder={text('{length} letters and digits', { length: GAME_CODE_LENGTH })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            aria-invalid={wrongShape || undefined}
            aria-describedby={wrongShape ? `${id}-error` : undefined}
            onChange={(event) => {
              setTyped(typedGameCode(event.target.value));
              setWrongShape(false);
            }}
          />
          <button type="submit" className="btn-primary shrink-0" disabled={typed === ''}>
            {text('Join')}
          </button>
        </div>
        {wrongShape ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700">
            {text("A game code is {length} letters and digits, like 7KX4PM: check it on the host's screen.", {
              length: GAME_CODE_LENGTH,
            })}
          </p>
        ) : null}
      </form>
    </section>
  );
}
