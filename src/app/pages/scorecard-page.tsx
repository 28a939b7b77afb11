import { lazy, Suspense, useCallback, useState } from 'react';
import { totalScore } from '../../../domain/scoring';
import { PenaltiesPanel } from '../../features/penalties/penalties-panel';
import { useSavedPenaltiesAtStart } from '../../features/penalties/use-saved-penalties-at-start';
import { PlanEveningButton } from '../../features/crawl-plan/plan-evening-button';
import { CardDetails } from '../../features/scorecard/card-details';
import { focusBarControl } from '../../features/scorecard/focus-bar-control';
import { HolesTable } from '../../features/scorecard/holes-table';
import { TotalScoreCard } from '../../features/scorecard/total-score-card';
import { useCardInSteps } from '../../features/scorecard/use-card-in-steps';
import { useWorkingScorecard } from '../../features/scorecard/use-working-scorecard';
import { useCardText } from '../../lib/i18n/card-text';
import { usePaintedText } from '../../lib/i18n/painted-text';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useMemberId } from '../../lib/session/use-member-id';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { ResetCardButton } from '../reset-card-button';
import { SiteHeader, type HeaderPath } from '../site-header';
import { useCodeWhen } from '../use-code-when';
import { usePlanCode } from '../use-plan-code';

const FindBarDialog = lazy(() => import('../../features/find-a-bar/find-bar-dialog'));
const CustomizePenaltiesDialog = lazy(() => import('../../features/penalties/customize-penalties-dialog'));
// A phone's pinned total comes after the first paint: the page's own code is within a tight budget.
const RunningTotalBar = lazy(() => import('../../features/scorecard/running-total-bar'));

// Everything below the total comes after the card's first paint: the page's own code is within a tight budget.
const loadFoot = () => import('./scorecard-foot').then((foot) => foot.default);

const MEMBER_LINKS: HeaderPath[] = ['/courses', '/history', '/leaderboard', '/account'];

/** The main page: the working card, its penalties, Find a Bar for its holes, and what members get. */
export default function ScorecardPage() {
  const { isAuthenticated, isLoading: askingWhoIsIn, unreachable } = useCurrentUser();
  const { hasActiveSubscription, isLoading: checkingSubscription } = useSubscriptionStatus();
  const memberId = useMemberId();
  const { card, setTeamName, setDate, setAlcoholFree, updateHole, setPenalties, setTiming, reset, member } =
    useWorkingScorecard(memberId);
  // Offline, the calls fail: the member last seen on this phone keeps their card and its tools.
  const membersTools = hasActiveSubscription || (memberId === undefined && member);
  // Offline, who is signed in cannot be asked: the member last seen on this phone keeps their links.
  // While it is being asked, a phone that was signed in keeps them too, so Reset does not move
  // aside for the Menu when the answer comes.
  const memberLinks = isAuthenticated || askingWhoIsIn || (unreachable && member);
  const [barDialogHole, setBarDialogHole] = useState<number | null>(null);
  const [customizingPenalties, setCustomizingPenalties] = useState(false);
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
  const { code: Foot, failed: footFailed } = useCodeWhen(true, loadFoot);
  const {
    shownHoles,
    totalsShown,
    complete: stepsDone,
  } = waitForPlan ? { shownHoles: 0, totalsShown: false, complete: false } : steps;
  // The card is whole once its last step has painted and the foot's code is here (or cannot be).
  const complete = stepsDone && (Foot !== null || footFailed);

  const say = usePaintedText();
  const text = useCardText();
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
        <ResetCardButton onReset={onReset} />
      </SiteHeader>

      <main aria-busy={!complete || undefined} className="mx-auto grid max-w-3xl gap-4 px-3 py-4 sm:px-4">
        <h1 className="sr-only">{text('Pub Golf scorecard')}</h1>
        <CardDetails
          teamName={card.teamName}
          date={card.date}
          onTeamNameChange={setTeamName}
          onDateChange={setDate}
          alcoholFree={{ checked: card.alcoholFree === true, onChange: setAlcoholFree }}
        />
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
              signedIn={isAuthenticated}
              onEdit={hasActiveSubscription ? () => setCustomizingPenalties(true) : undefined}
            />

            <TotalScoreCard total={total} />
          </>
        ) : null}
        {stepsDone && Foot ? (
          <Foot
            card={card}
            member={member}
            membersTools={membersTools}
            signedIn={isAuthenticated}
            subscribed={hasActiveSubscription}
          />
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
