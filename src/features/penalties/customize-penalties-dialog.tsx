import { useId, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { toast } from '../../lib/toast-store';
import { MAX_PENALTIES, MAX_PENALTY_NAME_LENGTH, type Penalty } from '../../../domain/penalties';
import {
  addDraftPenalty,
  draftFrom,
  draftToPenalties,
  nameProblem,
  removeDraftPenalty,
  renameDraftPenalty,
  type DraftPenalty,
  type NameProblem,
} from './penalty-draft';
import { saveFailedText, useSaveCustomPenalties } from './save-custom-penalties';
import { useT } from '../../lib/i18n/translate';
import type { MessageId } from '../../lib/i18n/catalog-areas';
import { useCardText } from '../../lib/i18n/card-text';
import { penaltyName } from './penalty-name';

const PROBLEMS: Record<NameProblem, MessageId<'penalties'>> = {
  blank: 'penalties.problem.blank',
  taken: 'penalties.problem.taken',
};

/** Radix returns focus only to its own trigger; this dialog is opened by the panel's Edit button. */
function returnFocusToEdit(event: Event) {
  const edit = document.querySelector<HTMLElement>('[data-edit-penalties]');
  if (!edit) return;
  event.preventDefault();
  edit.focus();
}

interface CustomizePenaltiesDialogProps {
  /** The card's penalties as the dialog opens. */
  penalties: Penalty[];
  onClose: () => void;
  /** The saved list, carrying the card's counts for the penalties it kept. */
  onSaved: (penalties: Penalty[]) => void;
}

/**
 * Add, rename and remove penalties. Edits stay in the dialog until Save, which stores the list
 * on the account and puts it on the card; Cancel leaves both as they were.
 */
export default function CustomizePenaltiesDialog({ penalties, onClose, onSaved }: CustomizePenaltiesDialogProps) {
  const text = useCardText();
  // Preset penalties show by their names in the page's language, as the panel shows them.
  const [draft, setDraft] = useState(() => draftFrom(penalties, (penalty) => penaltyName(penalty, text)));
  const [newName, setNewName] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const newNameRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const save = useSaveCustomPenalties();
  const pending = save.isPending;
  const t = useT('penalties', 'app');

  const full = draft.length >= MAX_PENALTIES;
  const newNameBlank = newName.trim() === '';
  const newNameProblem = newNameBlank ? null : nameProblem(newName, draft);
  const newNameError = newNameProblem ? t(PROBLEMS[newNameProblem]) : null;
  const canAdd = !newNameBlank && !newNameError && !full && !pending;
  const rowProblems = draft.map((penalty) => nameProblem(penalty.name, draft, penalty.id));
  const canSave = rowProblems.every((problem) => problem === null) && !pending;

  const add = () => {
    if (!canAdd) return;
    const name = newName.trim();
    setDraft((current) => addDraftPenalty(current, name, { alsoTaken: penalties.map((penalty) => penalty.id) }));
    setNewName('');
    setAnnouncement(t('penalties.added', { name }));
  };

  const remove = (index: number, penalty: DraftPenalty) => {
    // Focus stays in the list: the next row's Remove, else the previous row's, else the new-penalty field.
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    (buttons?.[index + 1] ?? buttons?.[index - 1] ?? newNameRef.current)?.focus();
    setDraft((current) => removeDraftPenalty(current, penalty.id));
    setAnnouncement(t('penalties.removed', { name: penalty.name.trim() || penalty.label }));
  };

  const submit = () => {
    if (!canSave) return;
    const list = draftToPenalties(draft, penalties);
    save.mutate(list, {
      onSuccess: () => {
        onSaved(list);
        toast({
          title: t('penalties.saved.title'),
          description: t('penalties.saved.text'),
          variant: 'success',
        });
        onClose();
      },
      onError: (error) =>
        toast({ title: t('penalties.notSaved'), description: saveFailedText(t, error), variant: 'destructive' }),
    });
  };

  const newNameId = `${baseId}-new`;
  const newNameHintId = `${baseId}-new-hint`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('penalties.title')}
      onCloseAutoFocus={returnFocusToEdit}
      description={t('penalties.description')}
    >
      {draft.length === 0 ? <p className="text-sm text-stone-600">{t('penalties.none')}</p> : null}
      <ul ref={listRef} aria-label={t('penalties.list')} className="grid gap-2">
        {draft.map((penalty, index) => {
          const problem = rowProblems[index];
          const problemId = `${baseId}-${index}-problem`;
          return (
            <li key={penalty.id} className="grid gap-1">
              <div className="flex items-center gap-2">
                <input
                  aria-label={t('penalties.rename', { name: penalty.label })}
                  className="field min-w-0 flex-1"
                  value={penalty.name}
                  maxLength={MAX_PENALTY_NAME_LENGTH}
                  autoComplete="off"
                  disabled={pending}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) =>
                    setDraft((current) => renameDraftPenalty(current, penalty.id, event.target.value))
                  }
                />
                <button
                  type="button"
                  data-remove
                  aria-label={t('penalties.removeNamed', { name: penalty.name.trim() || penalty.label })}
                  className="btn-secondary shrink-0 px-3"
                  disabled={pending}
                  onClick={() => remove(index, penalty)}
                >
                  {t('penalties.remove')}
                </button>
              </div>
              {problem ? (
                <p id={problemId} className="text-xs font-medium text-red-700">
                  {t(PROBLEMS[problem])}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>

      <form
        className="mt-4 grid gap-1 border-t border-stone-200 pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label htmlFor={newNameId} className="text-sm font-medium">
          {t('penalties.new')}
        </label>
        <div className="flex gap-2">
          <input
            ref={newNameRef}
            id={newNameId}
            className="field min-w-0 flex-1"
            value={newName}
            maxLength={MAX_PENALTY_NAME_LENGTH}
            autoComplete="off"
            enterKeyHint="done"
            disabled={pending}
            aria-invalid={newNameError ? true : undefined}
            aria-describedby={newNameHintId}
            onChange={(event) => setNewName(event.target.value)}
          />
          <button type="submit" className="btn-primary shrink-0" disabled={!canAdd}>
            {t('penalties.add')}
          </button>
        </div>
        <p id={newNameHintId} className={`text-xs ${newNameError ? 'font-medium text-red-700' : 'text-stone-600'}`}>
          {newNameError ??
            (full
              ? t('penalties.full', { max: MAX_PENALTIES })
              : t('penalties.count', { count: draft.length, max: MAX_PENALTIES, length: MAX_PENALTY_NAME_LENGTH }))}
        </p>
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <DialogActions
        cancelLabel={t('common.cancel')}
        onCancel={onClose}
        actionLabel={t('common.save')}
        pendingLabel={t('common.saving')}
        pending={pending}
        onAction={submit}
        actionDisabled={!canSave}
      />
    </Dialog>
  );
}
