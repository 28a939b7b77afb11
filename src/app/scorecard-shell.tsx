import { CardDetails } from '../features/scorecard/card-details';
import { HolesTable } from '../features/scorecard/holes-table';
import { useCardText } from '../lib/i18n/card-text';
import { ResetCardButton } from './reset-card-button';
import { SiteHeader } from './site-header';

const nothing = () => undefined;

/**
 * `/`'s HTML: the card's first screen as the page's first render draws it for a new guest (the
 * header with Reset, the details, the holes' heading; its holes come in steps after), so the
 * details, the page's largest text, paint before any script runs. A saved card's first render is
 * the same screen with its values. Until the app takes over, a tap or a key would be lost: the
 * controls are disabled, and the date, which is the phone's today, is left for the app to fill in.
 */
export function ScorecardShell() {
  const text = useCardText();
  return (
    <>
      <SiteHeader links={[]}>
        <fieldset disabled className="contents">
          <ResetCardButton />
        </fieldset>
      </SiteHeader>
      <main aria-busy className="mx-auto grid max-w-3xl gap-4 px-3 py-4 sm:px-4">
        <h1 className="sr-only">{text('Pub Golf scorecard')}</h1>
        <fieldset disabled className="contents">
          <CardDetails
            teamName=""
            date=""
            onTeamNameChange={nothing}
            onDateChange={nothing}
            alcoholFree={{ checked: false, onChange: nothing }}
          />
        </fieldset>
        <HolesTable holes={[]} shownHoles={0} onChange={nothing} onPickBar={nothing} />
      </main>
    </>
  );
}
