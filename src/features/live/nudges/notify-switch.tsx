import { useId, useState } from 'react';
import { usePageLanguage } from '../../../lib/i18n/page-language';
import { useT } from '../../../lib/i18n/translate';
import {
  PushRefused,
  isAppleBrowserTab,
  isInstalledApp,
  pushIsOn,
  pushSupport,
  turnPushOff,
  turnPushOn,
} from './push-subscription';

type Progress = { kind: 'idle' } | { kind: 'pending'; on: boolean } | { kind: 'failed'; on: boolean; why: PushWhy };
type PushWhy = 'blocked' | 'unavailable' | 'failed';

/**
 * 'Notify this phone': a team's phone asks the game for a notification at 'Drink up', 'Time to
 * move' and the end, even with the phone in a pocket. On an iPhone they reach only the app added to
 * the Home Screen, so the way to add it is here. Without them the open page still vibrates and
 * shows the banner.
 */
export function NotifySwitch({ code }: { code: string }) {
  const t = useT('live', 'team');
  const language = usePageLanguage();
  const hintId = useId();
  const supported = pushSupport() === 'supported';
  const [on, setOn] = useState(() => pushIsOn(code));
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const pending = progress.kind === 'pending';

  const change = (wanted: boolean) => {
    setProgress({ kind: 'pending', on: wanted });
    (wanted ? turnPushOn(code, language) : turnPushOff(code)).then(
      () => {
        setOn(wanted);
        setProgress({ kind: 'idle' });
      },
      (error: unknown) =>
        setProgress({ kind: 'failed', on: wanted, why: error instanceof PushRefused ? error.reason : 'failed' }),
    );
  };

  const failure =
    progress.kind !== 'failed'
      ? null
      : progress.why === 'blocked'
        ? t('live.push.blocked')
        : progress.why === 'unavailable'
          ? t('live.push.unavailable')
          : progress.on
            ? t('live.push.failedOn')
            : t('live.push.failedOff');

  return (
    <div className="grid gap-1 rounded-2xl bg-white px-4 py-2 shadow-sm">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          className="size-5 shrink-0 accent-felt"
          checked={pending ? progress.on : on}
          disabled={pending || !supported}
          aria-describedby={hintId}
          onChange={(event) => change(event.target.checked)}
        />
        {t('live.push.label')}
      </label>
      <p id={hintId} className="pl-8 text-xs text-stone-600">
        {supported ? t('live.push.hint') : t('live.push.unsupported')}
      </p>
      <p aria-live="polite" className="pl-8 text-xs font-semibold empty:hidden">
        {pending ? (progress.on ? t('live.push.turningOn') : t('live.push.turningOff')) : on ? t('live.push.on') : null}
      </p>
      {failure ? (
        <p role="alert" className="pl-8 text-sm font-semibold text-red-700">
          {failure}
        </p>
      ) : null}
      {isInstalledApp() ? null : <AddToHomeScreen open={isAppleBrowserTab()} />}
    </div>
  );
}

/** How to add Pub Golf to an iPhone's Home Screen, where its notifications can reach it: shown at once on an iPhone's browser, a tap away elsewhere. */
function AddToHomeScreen({ open: openAtFirst }: { open: boolean }) {
  const t = useT('live', 'team');
  const [open, setOpen] = useState(openAtFirst);
  const stepsId = useId();
  return (
    <div className="grid gap-1 pl-8 text-xs text-stone-600">
      <button
        type="button"
        className="min-h-11 text-left font-semibold text-stone-800 underline underline-offset-2"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('live.push.addToHomeScreen')}
      </button>
      {open ? (
        <div id={stepsId} className="grid gap-1 pb-1">
          <p>{t('live.push.iphone')}</p>
          <ol className="list-decimal pl-5">
            <li>{t('live.push.iphoneStep1')}</li>
            <li>{t('live.push.iphoneStep2')}</li>
            <li>{t('live.push.iphoneStep3')}</li>
          </ol>
        </div>
      ) : null}
    </div>
  );
}
