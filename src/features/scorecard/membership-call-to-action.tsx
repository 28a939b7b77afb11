import { Link } from 'react-router';
import { useCardText, type CardWord } from '../../lib/i18n/card-text';

const BENEFITS: CardWord[] = [
  'Save custom maps',
  'Share maps with friends',
  'Choose penalties',
  'Export PNG and share',
  'Join the global leaderboard',
];

/** Guests are asked to log in or sign up; signed-in members without a plan, to subscribe. */
export function MembershipCallToAction({ signedIn = false }: { signedIn?: boolean }) {
  const text = useCardText();
  return (
    <section aria-labelledby="guest-cta-heading" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-5">
      <h2 id="guest-cta-heading" className="font-display text-lg font-bold text-amber-950">
        {text('Unlock the full clubhouse')}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm text-amber-950">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span aria-hidden="true">✓</span>
            {text(benefit)}
          </li>
        ))}
      </ul>
      <Link to="/subscribe" className="btn-primary mt-4 w-full">
        {text(signedIn ? 'Subscribe Now' : 'Log in or Sign up')}
      </Link>
    </section>
  );
}
