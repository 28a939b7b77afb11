import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { toast } from '../../components/ui/toast-store';
import { MAX_COURSE_NAME_LENGTH } from '../../domain/courses';
import type { Hole } from '../../domain/holes';
import type { Penalty } from '../../domain/penalties';
import { useCreateCourse } from './courses-api';

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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (name.trim() === '') {
      setNameMissing(true);
      nameRef.current?.focus();
      toast({
        title: 'Course name required',
        description: 'Please enter a name for your course.',
        variant: 'destructive',
      });
      return;
    }
    createCourse.mutate(
      { name, holes, penalties },
      {
        onSuccess: (course) => {
          toast({
            title: 'Course saved',
            description: `“${course.name}” is in My Courses, ready to play again or share.`,
            variant: 'success',
          });
          onClose();
        },
        onError: () =>
          toast({
            title: 'Save failed',
            description: 'Unable to save course. Please try again.',
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
      title="Save Course"
      description="Keep these bars, drinks and pars to play again or share with friends."
    >
      <form onSubmit={submit} noValidate className="grid gap-2">
        <label htmlFor={nameId} className="text-sm font-medium">
          Course name
        </label>
        <input
          ref={nameRef}
          id={nameId}
          className="field"
          value={name}
          maxLength={MAX_COURSE_NAME_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          placeholder="e.g. Friday Night Crawl"
          disabled={pending}
          aria-invalid={nameMissing ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setName(event.target.value);
            if (event.target.value.trim() !== '') setNameMissing(false);
          }}
        />
        <p id={hintId} className={`text-xs ${nameMissing ? 'font-medium text-red-700' : 'text-stone-600'}`}>
          {nameMissing ? 'Please enter a name for your course.' : `Up to ${MAX_COURSE_NAME_LENGTH} characters.`}
        </p>
        <DialogActions
          className="mt-4"
          cancelLabel="Cancel"
          onCancel={onClose}
          actionLabel="Save Course"
          pendingLabel="Saving…"
          pending={pending}
        />
      </form>
    </Dialog>
  );
}
