import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckList } from '../../components/ui/check-list';
import type { MessageId } from '../../lib/i18n/catalog-areas';
import { useT } from '../../lib/i18n/translate';
import type { Welcomed } from './use-purchase';

const UNLOCKED: MessageId<'account'>[] = [
  'welcome.rounds',
  'welcome.courses',
  'welcome.penalties',
  'welcome.exports',
  'welcome.leaderboard',
];

/**
 * Once paid: the welcome, what membership unlocked (the spec's list), and the way on to `done`.
 * It takes the focus, so a screen reader reads it where the payment form was.
 */
export function MembershipWelcome({
  welcomed,
  done,
  returning,
}: {
  welcomed: Welcomed;
  done: string;
  /** The member came from another page (a live game), which `done` leads back to. */
  returning: boolean;
}) {
  const t = useT('account');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="membership-welcome" className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="membership-welcome" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold text-felt">
        {welcomed.plan === 'lifetime' ? t('purchase.welcomeLifetime') : t('welcome.monthly')}
      </h2>
      {welcomed.active ? (
        <>
          <p className="font-semibold">{t('welcome.unlocked')}</p>
          <CheckList items={UNLOCKED.map((feature) => t(feature))} />
        </>
      ) : (
        <p role="status">{t('purchase.pending')}</p>
      )}
      <Link to={done} className="btn-primary justify-self-start">
        {returning ? t('welcome.continue') : t('welcome.toCard')}
      </Link>
    </section>
  );
}
