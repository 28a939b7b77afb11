import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { toast } from '../../components/ui/toast-store';
import { MAX_COURSE_NAME_LENGTH } from '../../domain/courses';
import type { Hole } from '../../domain/holes';
import type { Penalty } from '../../domain/penalties';
import { useCreateCourse } from './courses-api';
import { useT } from '../../lib/i18n/translate';

/** Save Course: the card's bars, drinks, pars and penalty list kept under a name, to play again or share. */
export default function SaveCourseDialog({
  holes,
  penalties,
  onClose,
}: {
  holes: Hole[];
  penalties: Penalty[];
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const hintId = useId();
  const createCourse = useCreateCourse();
  const pending = createCourse.isPending;
  const t = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (name.trim() === '') {
      setNameMissing(true);
      nameRef.current?.focus();
      toast({
        title: t('saveCourse.nameRequired.title'),
        description: t('saveCourse.nameRequired.text'),
        variant: 'destructive',
      });
      return;
    }
    createCourse.mutate(
      { name, holes, penalties },
      {
        onSuccess: (course) => {
          toast({
            title: t('saveCourse.saved.title'),
            description: t('saveCourse.saved.text', { name: course.name }),
            variant: 'success',
          });
          onClose();
        },
        onError: () =>
          toast({
            title: t('saveCourse.failed.title'),
            description: t('saveCourse.failed.text'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('saveCourse.title')}
      description={t('saveCourse.description')}
    >
      <form onSubmit={submit} noValidate className="grid gap-2">
        <label htmlFor={nameId} className="text-sm font-medium">
          {t('saveCourse.name')}
        </label>
        <input
          ref={nameRef}
          id={nameId}
          className="field"
          value={name}
          maxLength={MAX_COURSE_NAME_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t('saveCourse.placeholder')}
          disabled={pending}
          aria-invalid={nameMissing ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setName(event.target.value);
            if (event.target.value.trim() !== '') setNameMissing(false);
          }}
        />
        <p id={hintId} className={`text-xs ${nameMissing ? 'font-medium text-red-700' : 'text-stone-600'}`}>
          {nameMissing ? t('saveCourse.nameRequired.text') : t('saveCourse.upTo', { max: MAX_COURSE_NAME_LENGTH })}
        </p>
        <DialogActions
          className="mt-4"
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          actionLabel={t('saveCourse.title')}
          pendingLabel={t('common.saving')}
          pending={pending}
        />
      </form>
    </Dialog>
  );
}
