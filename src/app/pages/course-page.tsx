import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast-store';
import { barsMapped, type Course } from '../../../domain/courses';
import { HOLE_COUNT } from '../../../domain/holes';
import { totalScore } from '../../../domain/scoring';
import { CourseGuestPrompt } from '../../features/courses/course-guest-prompt';
import { useCourse } from '../../features/courses/courses-api';
import { useSaveCourseRound } from '../../features/courses/save-course-round';
import { useCourseScorecard } from '../../features/courses/use-course-scorecard';
// With the course's own code rather than loaded after it: a course with bars shows its times and
// walks in the same render as its holes, so nothing below moves when they arrive.
import HolePlan from '../../features/crawl-plan/hole-plan';
import PlanEvening from '../../features/crawl-plan/plan-evening';
import { PlanEveningButton } from '../../features/crawl-plan/plan-evening-button';
import { PlayLiveButton } from '../../features/live/joining/play-live-button';
import { PenaltiesPanel } from '../../features/penalties/penalties-panel';
import { CardDetails } from '../../features/scorecard/card-details';
import { HolesTable } from '../../features/scorecard/holes-table';
import { MembersOnly } from '../../features/scorecard/members-only';
import RunningTotalBar from '../../features/scorecard/running-total-bar';
import { TotalScoreCard } from '../../features/scorecard/total-score-card';
import { useCardInSteps } from '../../features/scorecard/use-card-in-steps';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { CourseLoading } from '../page-loading-states';
import { CourseFrame } from './course-frame';
import { CourseLoadFailed, CourseMissing } from './course-unavailable';
import { useT } from '../../lib/i18n/translate';

const ExportDialog = lazy(() => import('../../features/export/export-dialog'));
/** Below the card, after it has painted: the course's first paint stays the card's. */
const CourseBoard = lazy(() => import('../../features/courses/course-board'));

/** /courses/{id}: anyone with the link plays the course; members save the round to their account. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  // The whole card renders once the course arrives: in the background, yielding to taps and scrolls.
  const loaded = useDeferredValue(course.data);

  if (course.notFound) return <CourseNotFound />;
  if (course.isError || (course.isSuccess && !course.data)) {
    return <CoursePageLoadFailed error={course.error} onRetry={() => void course.refetch()} />;
  }
  if (!loaded) return <CourseLoading />;
  return <CoursePlay key={loaded.id} course={loaded} />;
}

function CourseNotFound() {
  const t = useT('courses');
  return <CourseMissing title={t('coursePage.notFound.title')} text={t('coursePage.notFound.text')} />;
}

function CoursePageLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT('courses');
  return (
    <CourseLoadFailed
      title={t('coursePage.title')}
      failed={t('coursePage.loadFailed')}
      error={error}
      onRetry={onRetry}
    />
  );
}

function CoursePlay({ course }: { course: Course }) {
  const t = useT('courses');
  const [params, setParams] = useSearchParams();
  const shared = params.get('shared') === 'true';
  const { isAuthenticated } = useCurrentUser();
  const { hasActiveSubscription: member, isLoading: checking } = useSubscriptionStatus();
  const { card, setTeamName, setDate, updateHole, setPenalties, setTiming, reset } = useCourseScorecard(course, {
    shared,
    keepForLater: !checking && !member,
  });
  const saveRound = useSaveCourseRound(course);
  const [exporting, setExporting] = useState(false);
  const [planning, setPlanning] = useState(false);
  // Tonight's times when the player changed them here, else the course's own.
  const timing = card.timing ?? course.timing;
  const planned = planning || timing !== undefined || card.holes.filter((hole) => hole.barLocation).length > 1;
  const total = totalScore(card.holes, card.penalties);
  const { shownHoles, totalsShown, complete } = useCardInSteps();

  // Opened from a share link: the card started clean; the link's mark goes, so a reload keeps the scores.
  useEffect(() => {
    if (!shared) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('shared');
        return next;
      },
      { replace: true },
    );
  }, [shared, setParams]);

  const onSave = () =>
    saveRound.mutate(card, {
      onSuccess: (outcome) =>
        toast(
          outcome === 'saved'
            ? { title: t('coursePage.saved.title'), description: t('coursePage.saved.text'), variant: 'success' }
            : { title: t('coursePage.savedOnPhone.title'), description: t('coursePage.savedOnPhone.text') },
        ),
      onError: () =>
        toast({
          title: t('coursePage.saveFailed.title'),
          description: t('coursePage.saveFailed.text'),
          variant: 'destructive',
        }),
    });

  const onReset = useCallback(() => {
    if (window.confirm(t('coursePage.resetConfirm'))) reset();
  }, [reset, t]);

  return (
    <CourseFrame
      title={course.name}
      subtitle={t('coursePage.subtitle', { mapped: barsMapped(course.holes), holes: HOLE_COUNT })}
      busy={!complete}
    >
      <CardDetails
        teamName={card.teamName}
        namePlaceholder={t('coursePage.playerPlaceholder')}
        date={card.date}
        onTeamNameChange={setTeamName}
        onDateChange={setDate}
      />
      <HolesTable
        variant="course"
        holes={card.holes}
        shownHoles={shownHoles}
        onChange={updateHole}
        belowHole={
          planned ? (hole) => <HolePlan hole={hole} holes={card.holes} timing={timing} date={card.date} /> : undefined
        }
      />
      {totalsShown ? (
        <>
          {planned ? (
            <PlanEvening
              holes={card.holes}
              timing={timing}
              onTimingChange={setTiming}
              course={{ timing: course.timing, changedTonight: card.timing !== undefined }}
              focusOnOpen={planning}
            />
          ) : (
            <PlanEveningButton onOpen={() => setPlanning(true)} />
          )}
          <PenaltiesPanel penalties={card.penalties} onChange={setPenalties} />
          <TotalScoreCard total={total} />
        </>
      ) : null}
      {complete ? (
        <>
          <section aria-label={t('coursePage.roundActions')} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {member ? (
              <button type="button" className="btn-primary w-full" disabled={saveRound.isPending} onClick={onSave}>
                {saveRound.isPending ? t('coursePage.saving') : t('coursePage.save')}
              </button>
            ) : null}
            <MembersOnly locked={!member} hint={t('coursePage.exportHint')}>
              <button
                type="button"
                className="btn-secondary w-full"
                disabled={!member}
                onClick={() => setExporting(true)}
              >
                {t('coursePage.export')}
              </button>
            </MembersOnly>
            <button type="button" className="btn-secondary w-full" onClick={onReset}>
              {t('coursePage.reset')}
            </button>
          </section>
          {member ? (
            <PlayLiveButton
              source={{
                source: 'course',
                holes: course.holes,
                penalties: course.penalties,
                courseId: course.id,
                name: course.name,
                date: card.date,
                ...(timing ? { timing } : {}),
                ...(course.rules ? { rules: course.rules } : {}),
                ...(course.holeRules ? { holeRules: course.holeRules } : {}),
              }}
            />
          ) : null}

          {member || checking ? null : <CourseGuestPrompt signedIn={isAuthenticated} />}
          <Suspense fallback={<p role="status">{t('coursePage.board.loading')}</p>}>
            <CourseBoard courseId={course.id} />
          </Suspense>
        </>
      ) : null}

      <RunningTotalBar holes={card.holes} penalties={card.penalties} />

      {exporting ? (
        <Suspense fallback={null}>
          <ExportDialog card={{ ...card, courseName: course.name, timing }} onClose={() => setExporting(false)} />
        </Suspense>
      ) : null}
    </CourseFrame>
  );
}
