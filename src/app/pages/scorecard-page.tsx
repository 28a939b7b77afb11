import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { headerLinkClass, PageHeader } from '../../components/layout/page-header';
import { toast } from '../../components/ui/toast-store';
import { totalScore } from '../../domain/scoring';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { PenaltiesPanel } from '../../features/penalties/penalties-panel';
import { useSavedPenaltiesAtStart } from '../../features/penalties/use-saved-penalties-at-start';
import { AutosaveNote } from '../../features/scorecard/autosave-note';
import { MembersOnly } from '../../features/scorecard/members-only';
import { MembershipCallToAction } from '../../features/scorecard/membership-call-to-action';
import { HoleRow } from '../../features/scorecard/hole-row';
import { TotalScoreCard } from '../../features/scorecard/total-score-card';
import { useWorkingScorecard } from '../../features/scorecard/use-working-scorecard';

const FindBarDialog = lazy(() => import('../../features/find-a-bar/find-bar-dialog'));
const CustomizePenaltiesDialog = lazy(() => import('../../features/penalties/customize-penalties-dialog'));

export const RESET_CONFIRM_TEXT = 'Reset the scorecard? Every hole, bar, drink and penalty will be cleared.';

/** Export and course saving ship in their own releases; members are told rather than left guessing. */
function comingSoon() {
  toast({ title: 'Coming soon', description: 'PNG export and saved courses arrive in the next update.' });
}

/** After Find a Bar, focus returns to the hole's bar control, which a pick has just replaced. */
function focusBarButton(event: Event, hole: number) {
  const target = document.querySelector<HTMLElement>(`[data-change-bar="${hole}"], [data-add-bar="${hole}"]`);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function ScorecardPage() {
  const { isAuthenticated } = useCurrentUser();
  const { hasActiveSubscription, isLoading: checkingSubscription } = useSubscriptionStatus();
  const { card, setTeamName, setDate, updateHole, setPenalties, reset } = useWorkingScorecard();
  const [barDialogHole, setBarDialogHole] = useState<number | null>(null);
  const [customizingPenalties, setCustomizingPenalties] = useState(false);
  useSavedPenaltiesAtStart(card.penalties, setPenalties);
  const total = totalScore(card.holes, card.penalties);

  const onReset = useCallback(() => {
    if (window.confirm(RESET_CONFIRM_TEXT)) reset();
  }, [reset]);

  return (
    <>
      <PageHeader>
        {isAuthenticated ? (
          <>
            <Link to="/courses" className={headerLinkClass}>
              My Courses
            </Link>
            <Link to="/history" className={headerLinkClass}>
              History
            </Link>
            <Link to="/leaderboard" className={headerLinkClass}>
              Leaderboard
            </Link>
            <Link to="/account" className={headerLinkClass}>
              Account
            </Link>
          </>
        ) : null}
        <button type="button" onClick={onReset} className={`${headerLinkClass} border border-white/40`}>
          Reset
        </button>
      </PageHeader>

      <main className="mx-auto grid max-w-3xl gap-4 px-3 py-4 sm:px-4">
        <h1 className="sr-only">Pub Golf scorecard</h1>
        <section className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2">
          <label className="grid gap-1 text-sm font-medium">
            Player name
            <input
              className="field"
              placeholder="Optional"
              maxLength={60}
              autoComplete="nickname"
              value={card.teamName}
              onChange={(event) => setTeamName(event.target.value)}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Date
            <input
              type="date"
              className="field"
              value={card.date}
              required
              onChange={(event) => {
                if (event.target.value) setDate(event.target.value);
              }}
            />
          </label>
        </section>

        <section aria-label="Holes" className="overflow-hidden rounded-2xl bg-white shadow-sm">
          <table className="w-full table-fixed border-collapse text-sm">
            <thead className="bg-felt text-xs tracking-wider text-white uppercase">
              <tr>
                <th scope="col" className="w-8 py-2 pl-2">
                  #
                </th>
                <th scope="col" className="px-1 py-2 text-left">
                  Bar
                </th>
                <th scope="col" className="w-14 px-1 py-2">
                  Par
                </th>
                <th scope="col" className="px-1 py-2 text-left">
                  Drink
                </th>
                <th scope="col" className="w-16 py-2 pr-2 pl-1">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {card.holes.map((hole) => (
                <HoleRow key={hole.holeNumber} hole={hole} onChange={updateHole} onPickBar={setBarDialogHole} />
              ))}
            </tbody>
          </table>
        </section>

        <PenaltiesPanel
          penalties={card.penalties}
          preset={card.penaltyPreset}
          onChange={setPenalties}
          access={hasActiveSubscription ? 'open' : checkingSubscription ? 'checking' : 'locked'}
          lockedMessage={isAuthenticated ? 'Penalties are for members. Subscribe to track them.' : undefined}
          onEdit={hasActiveSubscription ? () => setCustomizingPenalties(true) : undefined}
        />

        <TotalScoreCard total={total} />

        <section aria-label="Save and share" className="grid gap-2">
          <div className="grid grid-cols-2 gap-2">
            <MembersOnly locked={!hasActiveSubscription} hint="Members can export the card as a PNG to share.">
              <button type="button" className="btn-secondary w-full" disabled={!hasActiveSubscription} onClick={comingSoon}>
                Export PNG
              </button>
            </MembersOnly>
            <MembersOnly locked={!hasActiveSubscription} hint="Members can save these bars as a course to play again.">
              <button type="button" className="btn-primary w-full" disabled={!hasActiveSubscription} onClick={comingSoon}>
                Save Course
              </button>
            </MembersOnly>
          </div>
          <AutosaveNote card={card} />
        </section>

        {hasActiveSubscription ? null : <MembershipCallToAction signedIn={isAuthenticated} />}

        <p className="px-1 pb-8 text-center text-xs text-stone-600">
          Points are how far under or over par you finish each hole. Lowest total wins.
        </p>
      </main>

      {barDialogHole !== null ? (
        <Suspense fallback={null}>
          <FindBarDialog
            holeNumber={barDialogHole}
            onClose={() => setBarDialogHole(null)}
            onCloseAutoFocus={(event) => focusBarButton(event, barDialogHole)}
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
