import { useId } from 'react';
import { MAX_TEAM_NAME_LENGTH } from '../../../domain/scorecard';
import { useCardText } from '../../lib/i18n/card-text';

interface CardDetailsProps {
  teamName: string;
  /** What the name field shows while empty, in the page's language: what a blank name is saved as. Else 'Optional'. */
  namePlaceholder?: string;
  date: string;
  onTeamNameChange: (teamName: string) => void;
  onDateChange: (date: string) => void;
  /** The player's 'I play alcohol-free', on a card that offers it. */
  alcoholFree?: { checked: boolean; onChange: (alcoholFree: boolean) => void };
}

/** The player name and the date at the top of the card. */
export function CardDetails({
  teamName,
  namePlaceholder,
  date,
  onTeamNameChange,
  onDateChange,
  alcoholFree,
}: CardDetailsProps) {
  const text = useCardText();
  const hintId = useId();
  return (
    <section className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
      <label className="grid gap-1 text-sm font-medium">
        {text('Player name')}
        <input
          className="field"
          placeholder={namePlaceholder ?? text('Optional')}
          maxLength={MAX_TEAM_NAME_LENGTH}
          autoComplete="nickname"
          value={teamName}
          onChange={(event) => onTeamNameChange(event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {text('Date')}
        <input
          type="date"
          className="field"
          value={date}
          required
          onChange={(event) => {
            if (event.target.value) onDateChange(event.target.value);
          }}
        />
      </label>
      {alcoholFree ? (
        <div className="grid gap-0.5 sm:col-span-2">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-felt"
              checked={alcoholFree.checked}
              aria-describedby={hintId}
              onChange={(event) => alcoholFree.onChange(event.target.checked)}
            />
            {text('I play alcohol-free')}
          </label>
          <p id={hintId} className="pl-8 text-xs text-stone-600">
            {text('Soft drinks, water or driving: the same scoring, and a small badge on the exported card.')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
