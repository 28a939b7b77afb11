import { useLayoutEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { MAX_TEAM_NAME_LENGTH } from '../../../../domain/scorecard';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useJoinText } from '../../../lib/i18n/join-text';
import { AlcoholFreeCheckbox } from '../alcohol-free';
import { useJoinGame } from '../games-api';

const FIELD_ID = 'join-team-name';
const ERROR_ID = 'join-error';

/**
 * A team joins with a name: no account needed. The game then shows the team's own card, whose
 * code the page starts to load as the phone asks to join (`onJoining`, which returns what the
 * team's page waits for before it shows).
 */
export function JoinForm({
  code,
  gameName,
  onJoining,
}: {
  code: string;
  gameName: string;
  onJoining?: () => Promise<unknown>;
}) {
  const join = useJoinGame(code);
  const t = useJoinText();
  const errorText = useErrorText();
  // The page may have come painted with this form (worker/pages.ts): what was typed in it, where
  // the reader was, and the Worker's answer to a post carry over into the app's form.
  const [painted] = useState(paintedJoinForm);
  const [teamName, setTeamName] = useState(painted.teamName);
  const [refusal, setRefusal] = useState(painted.error);
  const [alcoholFree, setAlcoholFree] = useState(painted.alcoholFree);
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    // What was typed while this render was under way, in the painted field it has just replaced:
    // read once, from outside React, the moment that field is gone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTeamName(painted.teamName);
    setAlcoholFree(painted.alcoholFree);
    if (painted.focused) field.current?.focus();
  }, [painted]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending) return;
    if (teamName.trim() === '') return setRefusal(t('live.rename.blank'));
    setRefusal(null);
    const ready = onJoining?.();
    void join.join({ teamName: teamName.trim(), ...(alcoholFree ? { alcoholFree } : {}) }, ready);
  };
  return (
    <JoinFormView
      code={code}
      gameName={gameName}
      teamName={teamName}
      onTeamNameChange={setTeamName}
      alcoholFree={alcoholFree}
      onAlcoholFreeChange={setAlcoholFree}
      pending={join.isPending}
      error={join.isError ? errorText(join.error, t('live.join.failed')) : refusal}
      onSubmit={onSubmit}
      fieldRef={field}
    />
  );
}

/**
 * The join form as it shows: a real form posting the name to the game's page, which the Worker
 * answers as the API does (worker/join-form-post.ts), so a phone joins before the app's code has
 * arrived, or without it. The app's form sends it through the API instead.
 */
export function JoinFormView({
  code,
  gameName,
  teamName,
  onTeamNameChange,
  alcoholFree,
  onAlcoholFreeChange,
  pending = false,
  error,
  onSubmit,
  fieldRef,
  painted = false,
}: {
  code: string;
  gameName: string;
  teamName: string;
  onTeamNameChange: (name: string) => void;
  alcoholFree: boolean;
  onAlcoholFreeChange: (alcoholFree: boolean) => void;
  pending?: boolean;
  error: string | null;
  onSubmit?: (event: FormEvent) => void;
  fieldRef?: Ref<HTMLInputElement>;
  /** Rendered by the Worker into the page's HTML: marked, so the app's form takes what it holds. */
  painted?: boolean;
}) {
  const t = useJoinText();
  return (
    <section aria-labelledby="join-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="join-heading" className="text-lg font-bold">
        {t('live.join.title', { name: gameName })}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('live.join.intro')}</p>
      <form
        method="post"
        action={`/play/${code}`}
        onSubmit={onSubmit}
        data-painted={painted || undefined}
        className="mt-3 grid gap-3"
      >
        <label className="grid gap-1 text-sm font-medium">
          {t('live.join.teamName')}
          <input
            ref={fieldRef}
            id={FIELD_ID}
            name="teamName"
            className="field"
            maxLength={MAX_TEAM_NAME_LENGTH}
            autoComplete="nickname"
            required
            value={teamName}
            onChange={(event) => onTeamNameChange(event.target.value)}
            aria-describedby={error === null ? undefined : ERROR_ID}
            aria-invalid={error === null ? undefined : true}
          />
        </label>
        <AlcoholFreeCheckbox name="alcoholFree" checked={alcoholFree} onChange={onAlcoholFreeChange} />
        <button type="submit" className="btn-primary sm:justify-self-start" disabled={pending}>
          {pending ? t('live.join.joining') : t('live.join.submit')}
        </button>
      </form>
      {error === null ? null : (
        <p id={ERROR_ID} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * The painted form's state as the app finds it: the name typed so far, the alcohol-free box, its focus, and the error it
 * shows; kept up to date with the painted field until the app's form replaces it.
 */
function paintedJoinForm(): { teamName: string; alcoholFree: boolean; focused: boolean; error: string | null } {
  const painted = { teamName: '', alcoholFree: false, focused: false, error: null as string | null };
  if (typeof document === 'undefined') return painted;
  const input = document.querySelector(`form[data-painted] #${FIELD_ID}`);
  if (!(input instanceof HTMLInputElement)) return painted;
  painted.teamName = input.value;
  painted.focused = document.activeElement === input;
  painted.error = document.getElementById(ERROR_ID)?.textContent || null;
  input.addEventListener('input', () => (painted.teamName = input.value));
  const box = document.querySelector('form[data-painted] input[name="alcoholFree"]');
  if (box instanceof HTMLInputElement) {
    painted.alcoholFree = box.checked;
    box.addEventListener('change', () => (painted.alcoholFree = box.checked));
  }
  input.addEventListener('focus', () => (painted.focused = true));
  input.addEventListener('blur', () => (painted.focused = false));
  return painted;
}
