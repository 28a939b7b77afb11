import { useCardText } from '../../lib/i18n/card-text';
import { MembersOnly } from './members-only';

/** Export PNG and Save Course: members only; the page decides what each opens. */
export function SaveAndShare({
  locked,
  onExport,
  onSaveCourse,
}: {
  locked: boolean;
  onExport: () => void;
  onSaveCourse: () => void;
}) {
  const text = useCardText();
  return (
    <section aria-label={text('Save and share')} className="grid grid-cols-2 gap-2">
      <MembersOnly locked={locked} hint={text('Members can export the card as a PNG to share.')}>
        <button type="button" className="btn-secondary w-full" disabled={locked} onClick={onExport}>
          {text('Export PNG')}
        </button>
      </MembersOnly>
      <MembersOnly locked={locked} hint={text('Members can save these bars as a course to play again.')}>
        <button type="button" className="btn-primary w-full" disabled={locked} onClick={onSaveCourse}>
          {text('Save Course')}
        </button>
      </MembersOnly>
    </section>
  );
}
