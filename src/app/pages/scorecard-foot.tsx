import { lazy, Suspense, useState } from 'react';
import type { WorkingScorecard } from '../../../domain/scorecard';
import { PlayLiveButton } from '../../features/live/joining/play-live-button';
import { AutosaveNote } from '../../features/scorecard/autosave-note';
import { MembershipCallToAction } from '../../features/scorecard/membership-call-to-action';
import { SaveAndShare } from '../../features/scorecard/save-and-share';
import { useCardText } from '../../lib/i18n/card-text';

const SaveCourseDialog = lazy(() => import('../../features/courses/save-course-dialog'));
const ExportDialog = lazy(() => import('../../features/export/export-dialog'));
// A code typed here is never what the page first needs.
const JoinCodeBox = lazy(() => import('../../features/live/joining/join-code-box'));

export interface ScorecardFootProps {
  card: WorkingScorecard;
  /** The card is kept for a member: its note says whether the round is on the server yet. */
  member: boolean;
  /** Export, Save Course and penalties are open (a subscriber, or the member last seen offline). */
  membersTools: boolean;
  signedIn: boolean;
  subscribed: boolean;
}

/**
 * Everything on the main card below its total: Export PNG and Save Course with their dialogs,
 * playing live, joining a game, the autosave note, the call to membership and the rule. It
 * loads apart from the card, after the card's first paint, and shows below the total, where it
 * moves nothing already on screen.
 */
export default function ScorecardFoot({ card, member, membersTools, signedIn, subscribed }: ScorecardFootProps) {
  const text = useCardText();
  const [savingCourse, setSavingCourse] = useState(false);
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <SaveAndShare
        locked={!membersTools}
        onExport={() => setExporting(true)}
        onSaveCourse={() => setSavingCourse(true)}
      />
      {subscribed ? (
        <PlayLiveButton
          source={{
            source: 'card',
            holes: card.holes,
            penalties: card.penalties,
            date: card.date,
            ...(card.timing ? { timing: card.timing } : {}),
          }}
        />
      ) : null}
      <Suspense fallback={<div aria-hidden className="h-[9.5rem]" />}>
        <JoinCodeBox />
      </Suspense>
      <AutosaveNote card={card} member={member} />
      {membersTools ? null : <MembershipCallToAction signedIn={signedIn} />}

      <p className="px-1 pb-8 text-center text-xs text-stone-600">
        {text('Points are how far under or over par you finish each hole. Lowest total wins.')}
      </p>

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
    </>
  );
}
