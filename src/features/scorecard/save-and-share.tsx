import { toast } from '../../components/ui/toast-store';
import type { WorkingScorecard } from '../../domain/scorecard';
import { AutosaveNote } from './autosave-note';
import { MembersOnly } from './members-only';

/** Export and course saving ship in their own releases; members are told rather than left guessing. */
function comingSoon() {
  toast({ title: 'Coming soon', description: 'PNG export and saved courses arrive in the next update.' });
}

/** Export PNG and Save Course (members only), and the note that the card saves itself. */
export function SaveAndShare({ card, locked }: { card: WorkingScorecard; locked: boolean }) {
  return (
    <section aria-label="Save and share" className="grid gap-2">
      <div className="grid grid-cols-2 gap-2">
        <MembersOnly locked={locked} hint="Members can export the card as a PNG to share.">
          <button type="button" className="btn-secondary w-full" disabled={locked} onClick={comingSoon}>
            Export PNG
          </button>
        </MembersOnly>
        <MembersOnly locked={locked} hint="Members can save these bars as a course to play again.">
          <button type="button" className="btn-primary w-full" disabled={locked} onClick={comingSoon}>
            Save Course
          </button>
        </MembersOnly>
      </div>
      <AutosaveNote card={card} />
    </section>
  );
}
