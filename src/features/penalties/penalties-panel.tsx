import {
  decreasePenalty,
  increasePenalty,
  MAX_PENALTY_COUNT,
  PENALTY_PRESET_IDS,
  PENALTY_PRESET_LABELS,
  switchPreset,
  totalPenalties,
  type Penalty,
  type PenaltyPresetId,
} from '../../../domain/penalties';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LockIcon } from '../../components/ui/icons';
import { useCardText } from '../../lib/i18n/card-text';
import { penaltyName } from './penalty-name';

/** The main card: a Penalty Rules selector switches between the presets. */
interface PresetRules {
  preset: PenaltyPresetId;
  onChange: (penalties: Penalty[], preset: PenaltyPresetId) => void;
}

/** A course's or a game's card: only the counts change in the list it was set up with, which may be empty. */
interface FixedList {
  preset?: undefined;
  onChange: (penalties: Penalty[]) => void;
}

type PenaltiesPanelProps = (PresetRules | FixedList) & {
  penalties: Penalty[];
  /**
   * 'locked': dimmed under a padlock with the way to membership, every control disabled (guests and
   * members without a plan); 'checking': controls disabled while we learn which it is.
   */
  access?: 'open' | 'checking' | 'locked';
  /** Locked for someone signed in (asked to subscribe) rather than a guest (asked to log in or sign up). */
  signedIn?: boolean;
  /** When given, an Edit button calls it (to open the Customize Penalties dialog). */
  onEdit?: () => void;
  /** A line under the heading: on a live card, which hole a penalty added goes on. */
  note?: ReactNode;
};

/** PENALTIES with their total, and a − and + counter for each. */
export function PenaltiesPanel(props: PenaltiesPanelProps) {
  const text = useCardText();
  const { penalties, access = 'open', signedIn = false, onEdit, note } = props;
  const total = totalPenalties(penalties);
  const locked = access === 'locked';
  const disabled = access !== 'open';
  // A count changes; the preset, if any, stays.
  const count = (next: Penalty[]) =>
    props.preset === undefined ? props.onChange(next) : props.onChange(next, props.preset);
  return (
    <section aria-labelledby="penalties-heading" className="relative overflow-hidden rounded-2xl bg-white shadow-sm">
      <div className={locked ? 'pointer-events-none opacity-40 select-none' : undefined}>
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
          <h2 id="penalties-heading" className="flex items-center gap-2 text-sm font-extrabold tracking-[0.15em]">
            {text('PENALTIES')}
            <span
              aria-label={text('{total} penalty points', { total })}
              className="rounded-full bg-flag px-2.5 py-0.5 text-xs font-bold tracking-normal text-white tabular-nums"
            >
              {total}
            </span>
          </h2>
          {onEdit ? (
            <button
              type="button"
              aria-label={text('Edit penalties')}
              aria-haspopup="dialog"
              data-edit-penalties
              className="btn-secondary min-h-11 px-3"
              onClick={onEdit}
              disabled={disabled}
            >
              {text('Edit')}
            </button>
          ) : null}
        </div>
        {note ? <p className="px-4 pt-3 text-sm text-stone-600">{note}</p> : null}
        {props.preset === undefined ? null : (
          <div className="px-4 pt-3">
            <label className="flex items-center justify-between gap-3 text-sm font-medium">
              {text('Penalty Rules')}
              <select
                className="field max-w-44"
                value={props.preset}
                disabled={disabled}
                onChange={(event) => {
                  const next = event.target.value as PenaltyPresetId;
                  if (next !== 'custom') props.onChange(switchPreset(penalties, next), next);
                  else props.onChange(penalties, 'custom');
                }}
              >
                {PENALTY_PRESET_IDS.map((id) => (
                  <option key={id} value={id}>
                    {text.named(`preset.${id}`, PENALTY_PRESET_LABELS[id])}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        {penalties.length === 0 && props.preset === undefined ? (
          <p className="p-4 text-sm text-stone-600">{text('This course plays without penalties.')}</p>
        ) : (
          <ul className="grid gap-1 p-4">
            {penalties.map((penalty) => {
              const name = penaltyName(penalty, text);
              return (
                <li key={penalty.id} className="flex items-center justify-between gap-3 py-1">
                  <span className="text-sm font-medium break-words">{name}</span>
                  <div className="flex shrink-0 items-center gap-2">
                    <button
                      type="button"
                      aria-label={text('Decrease {name}', { name })}
                      className="btn-secondary size-11 px-0 text-lg"
                      disabled={disabled || penalty.count === 0}
                      onClick={() => count(decreasePenalty(penalties, penalty.id))}
                    >
                      −
                    </button>
                    <output
                      aria-label={text('{name} count', { name })}
                      className="w-8 text-center text-lg font-bold tabular-nums"
                    >
                      {penalty.count}
                    </output>
                    <button
                      type="button"
                      aria-label={text('Increase {name}', { name })}
                      className="btn-secondary size-11 px-0 text-lg"
                      disabled={disabled || penalty.count >= MAX_PENALTY_COUNT}
                      onClick={() => count(increasePenalty(penalties, penalty.id))}
                    >
                      +
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {locked ? (
        <div className="absolute inset-0 flex items-center justify-center p-4">
          <p className="flex max-w-xs flex-col items-center gap-1 rounded-xl border border-stone-200 bg-white px-4 py-3 text-center text-sm font-semibold text-stone-800 shadow-md">
            <LockIcon className="size-8 text-stone-700" />
            <span>
              {text('Penalties are for members.')}{' '}
              <Link to="/subscribe" className="text-felt underline underline-offset-2">
                {signedIn ? text('Subscribe to track them.') : text('Log in or sign up to track them.')}
              </Link>
            </span>
          </p>
        </div>
      ) : null}
    </section>
  );
}
