import { lazy, Suspense, useCallback, useState } from 'react';
import { headerLinkClass } from '../../components/layout/page-header';
import { totalScore } from '../../domain/scoring';
import { PenaltiesPanel } from '../../features/penalties/penalties-panel';
import { useSavedPenaltiesAtStart } from '../../features/penalties/use-saved-penalties-at-start';
import { PlayLiveButton } from '../../features/live/play-live-button';
import { PlanEveningButton } from '../../features/crawl-plan/plan-evening-button';
import { CardDetails } from '../../features/scorecard/card-details';
import { focusBarControl } from '../../features/scorecard/focus-bar-control';
import { HolesTable } from '../../features/scorecard/holes-table';
import { MembershipCallToAction } from '../../features/scorecard/membership-call-to-action';
import { AutosaveNote } from '../../features/scorecard/autosave-note';
import { SaveAndShare } from '../../features/scorecard/save-and-share';
import { TotalScoreCard } from '../../features/scorecard/total-score-card';
import { useCardInSteps } from '../../features/scorecard/use-card-in-steps';
import { useWorkingScorecard } from '../../features/scorecard/use-working-scorecard';
import { usePaintedText } from '../../lib/i18n/painted-text';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useMemberId } from '../../lib/session/use-member-id';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { SiteHeader, type HeaderPath } from '../site-header';
import { usePlanCode } from '../use-plan-code';

const FindBarDialog = lazy(() => import('../../features/find-a-bar/find-bar-dialog'));
const CustomizePenaltiesDialog = lazy(() => import('../../features/penalties/customize-penalties-dialog'));
const SaveCourseDialog = lazy(() => import('../../features/courses/save-course-dialog'));
// After the card's own code: a code typed here is never what the page first needs.
const JoinCodeBox = lazy(() => import('../../features/live/join-code-box'));
const ExportDialog = lazy(() => import('../../features/export/export-dialog'));
// A phone's pinned total comes after the first paint: the page's own code is within a tight budget.
const RunningTotalBar = lazy(() => import('../../features/scorecard/running-total-bar'));

const MEMBER_LINKS: HeaderPath[] = ['/courses', '/history', '/leaderboard', '/account'];

/** The main page: the working card, its penalties, Find a Bar for its holes, and what members get. */
export default function ScorecardPage() {
  const { isAuthenticated, unreachable } = useCurrentUser();
  const { hasActiveSubscription, isLoading: checkingSubscription } = useSubscriptionStatus();
  const memberId = useMemberId();
  const { card, setTeamName, setDate, updateHole, setPenalties, setTiming, reset, member } =
    useWorkingScorecard(memberId);
  // Offline, the calls fail: the member last seen on this phone keeps their card and its tools.
  const membersTools = hasActiveSubscription || (memberId === undefined && member);
  // Offline, who is signed in cannot be asked: the member last seen on this phone keeps their links.
  const memberLinks = isAuthenticated || (unreachable && member);
  const [barDialogHole, setBarDialogHole] = useState<number | null>(null);
  const [customizingPenalties, setCustomizingPenalties] = useState(false);
  const [savingCourse, setSavingCourse] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [planning, setPlanning] = useState(false);
  // The evening's plan loads when it is opened or the card has one (a start time, or bars to walk between).
  const planned = planning || card.timing !== undefined || card.holes.filter((hole) => hole.barLocation).length > 1;
  const { code: plan, failed: planFailed } = usePlanCode(planned);
  // A card opened with a plan waits for the plan's code before its holes, so the times and walks
  // come in with their rows and nothing drawn above them moves.
  const [plannedAtOpen] = useState(planned);
  const waitForPlan = plannedAtOpen && plan === null && !planFailed;
  useSavedPenaltiesAtStart(card.penalties, setPenalties);
  const total = totalScore(card.holes, card.penalties);
  const steps = useCardInSteps();
  const { shownHoles, totalsShown, complete } = waitForPlan
    ? { shownHoles: 0, totalsShown: false, complete: false }
    : steps;

  const say = usePaintedText();
  const resetQuestion = say(
    'header.resetConfirm',
    'Reset the scorecard? Every hole, bar, drink and penalty will be cleared.',
  );
  const onReset = useCallback(() => {
    if (window.confirm(resetQuestion)) reset();
  }, [reset, resetQuestion]);

  return (
    <>
      <SiteHeader links={memberLinks ? MEMBER_LINKS : []}>
        <button type="button" onClick={onReset} className={`${headerLinkClass} border border-white/40`}>
          {say('header.reset', 'Reset')}
        </button>
      </SiteHeader>

      <main aria-busy={!complete || undefined} className="mx-auto grid max-w-3xl gap-4 px-3 py-4 sm:px-4">
        <h1 className="sr-only">Pub Golf scorecard</h1>
        <CardDetails teamName={card.teamName} date={card.date} onTeamNameChange={setTeamName} onDateChange={setDate} />
        <HolesTable
          holes={card.holes}
          shownHoles={shownHoles}
          onChange={updateHole}
          onPickBar={setBarDialogHole}
          belowHole={
            plan
              ? (hole) => (
                  <plan.HolePlan
                    hole={hole}
                    holes={card.holes}
                    timing={card.timing}
                    date={card.date}
                    onMinutesChange={(holeNumber, minutes) => updateHole(holeNumber, { minutes })}
                  />
                )
              : undefined
          }
        />
        {totalsShown ? (
          <>
            {plan ? (
              <plan.PlanEvening
                holes={card.holes}
                timing={card.timing}
                onTimingChange={setTiming}
                focusOnOpen={planning}
              />
            ) : (
              <PlanEveningButton loading={planned && !planFailed} onOpen={() => setPlanning(true)} />
            )}
            <PenaltiesPanel
              penalties={card.penalties}
              preset={card.penaltyPreset}
              onChange={setPenalties}
              access={membersTools ? 'open' : checkingSubscription ? 'checking' : 'locked'}
              lockedMessage={isAuthenticated ? 'Penalties are for members. Subscribe to track them.' : undefined}
              onEdit={hasActiveSubscription ? () => setCustomizingPenalties(true) : undefined}
            />

            <TotalScoreCard total={total} />
          </>
        ) : null}
        {complete ? (
          <>
            <SaveAndShare
              locked={!membersTools}
              onExport={() => setExporting(true)}
              onSaveCourse={() => setSavingCourse(true)}
            />
            {hasActiveSubscription ? (
              <PlayLiveButton
                source={{ source: 'card', holes: card.holes, penalties: card.penalties, date: card.date }}
              />
            ) : null}
            <Suspense fallback={<div aria-hidden className="h-[9.5rem]" />}>
              <JoinCodeBox />
            </Suspense>
            <AutosaveNote card={card} member={member} />
            {membersTools ? null : <MembershipCallToAction signedIn={isAuthenticated} />}

            <p className="px-1 pb-8 text-center text-xs text-stone-600">
              Points are how far under or over par you finish each hole. Lowest total wins.
            </p>
          </>
        ) : null}
        <Suspense fallback={null}>
          <RunningTotalBar holes={card.holes} penalties={card.penalties} />
        </Suspense>
      </main>

      {barDialogHole !== null ? (
        <Suspense fallback={null}>
          <FindBarDialog
            holeNumber={barDialogHole}
            plan={card.timing ? { timing: card.timing, holes: card.holes, date: card.date } : undefined}
            onClose={() => setBarDialogHole(null)}
            onCloseAutoFocus={(event) => focusBarControl(event, barDialogHole)}
            onPick={(bar) => {
              updateHole(barDialogHole, bar);
              setBarDialogHole(null);
            }}
          />
        </Suspense>
      ) : null}

      {savingCourse ? (
        <Suspense fallback={null}>
          <SaveCourseDialog
            holes={card.holes}
            penalties={card.penalties}
            timing={card.timing}
            date={card.date}
            onClose={() => setSavingCourse(false)}
          />
        </Suspense>
      ) : null}

      {exporting ? (
        <Suspense fallback={null}>
          <ExportDialog card={card} onClose={() => setExporting(false)} />
        </Suspense>
      ) : null}

      {customizingPenalties ? (
        <Suspense fallback={null}>
          <CustomizePenaltiesDialog
            penalties={card.penalties}
            onClose={() => setCustomizingPenalties(false)}
            onSaved={(penalties) => setPenalties(penalties, 'custom')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
