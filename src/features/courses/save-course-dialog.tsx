import { useId, useRef, useState, type FormEvent } from 'react';
import { holeRulesDraft, readHoleRulesDraft } from '../../components/rules/hole-rules-draft';
import { HoleRulesFields } from '../../components/rules/hole-rules-fields';
import { HouseRulesField } from '../../components/rules/house-rules-field';
import { Dialog } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { toast } from '../../lib/toast-store';
import { WarningIcon } from '../../components/ui/warning-icon';
import { MAX_COURSE_NAME_LENGTH } from '../../../domain/course-name';
import { plannedArrivals, type CrawlTiming } from '../../../domain/crawl-timing';
import { hazardsFit } from '../../../domain/hole-rules';
import type { Hole } from '../../../domain/holes';
import { cleanHouseRules, MAX_HOUSE_RULES_LENGTH } from '../../../domain/house-rules';
import { closedAtArrival, openingAtArrival } from '../../../domain/open-at-arrival';
import type { Penalty } from '../../../domain/penalties';
import { crawlWords } from '../../lib/crawl-words';
import { useCardText } from '../../lib/i18n/card-text';
import { useCreateCourse } from './courses-api';
import { useT } from '../../lib/i18n/translate';

/** The holes whose bar will be shut when the group gets there, with why. */
function closedHoles(holes: readonly Hole[], timing: CrawlTiming | undefined, date: string) {
  if (!timing) return [];
  const arrivals = plannedArrivals(timing, holes);
  return holes.flatMap((hole, index) => {
    const minutes = arrivals[index];
    if (!hole.barName || minutes === undefined) return [];
    const opening = openingAtArrival(hole.barHours, { date, minutes });
    return closedAtArrival(opening) ? [{ hole, opening }] : [];
  });
}

/**
 * Save Course: the card's bars, drinks, pars, penalty list and plan kept under a name, to play
 * again or share. A hole whose bar will be shut at its planned time is asked about once.
 */
export default function SaveCourseDialog({
  holes,
  penalties,
  timing,
  date,
  onClose,
}: {
  holes: Hole[];
  penalties: Penalty[];
  timing?: CrawlTiming | undefined;
  /** The day the crawl is planned for, to read the bars' hours on. */
  date: string;
  onClose: () => void;
}) {
  const [closed] = useState(() => closedHoles(holes, timing, date));
  const [asked, setAsked] = useState(false);
  const questionId = useId();
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const hintId = useId();
  const createCourse = useCreateCourse();
  const pending = createCourse.isPending;
  const t = useT('courses', 'app');
  const text = useCardText();
  const words = crawlWords(text);
  const [rules, setRules] = useState('');
  const houseRules = cleanHouseRules(rules);
  const [holeDraft, setHoleDraft] = useState(holeRulesDraft);
  const { holeRules, problems } = readHoleRulesDraft(holeDraft);
  const tooManyHazards = !hazardsFit(penalties, holeRules);
  const rulesWrong =
    houseRules.length > MAX_HOUSE_RULES_LENGTH || tooManyHazards || problems.some((problem) => problem !== null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || rulesWrong) return;
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
    if (closed.length > 0 && !asked) {
      setAsked(true);
      return;
    }
    createCourse.mutate(
      {
        name,
        holes,
        penalties,
        ...(timing ? { timing } : {}),
        ...(houseRules === '' ? {} : { rules: houseRules }),
        ...(holeRules.length === 0 ? {} : { holeRules }),
      },
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
        <div className="mt-2 grid gap-2">
          <HouseRulesField value={rules} onChange={setRules} disabled={pending} />
          <HoleRulesFields
            draft={holeDraft}
            onChange={setHoleDraft}
            tooManyHazards={tooManyHazards}
            disabled={pending}
          />
        </div>
        {asked ? (
          <div id={questionId} role="alert" className="mt-2 grid gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p className="flex items-start gap-1 font-semibold">
              <WarningIcon className="mt-0.5 size-4 shrink-0" />
              {words.closedHolesQuestion(closed.length)}
            </p>
            <ul className="grid gap-1">
              {closed.map(({ hole, opening }) => (
                <li key={hole.holeNumber} className="break-words">
                  {text('Hole {n}, {bar}: {why}', {
                    n: hole.holeNumber,
                    bar: hole.barName ?? '',
                    why: words.opening(opening),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DialogActions
          className="mt-4"
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          actionLabel={asked ? words.keepClosedHoles : t('saveCourse.title')}
          pendingLabel={t('common.saving')}
          pending={pending}
          actionDisabled={rulesWrong}
        />
      </form>
    </Dialog>
  );
}
