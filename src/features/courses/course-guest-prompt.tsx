import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/translate';
import { goToLogin } from '../../lib/session/return-url';

/**
 * Under a course card for anyone who is not a member: their scores stay on this device, and go
 * to their account once they sign in with a membership. Signing in comes back to this course.
 */
export function CourseGuestPrompt({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const t = useT('courses', 'account');
  return (
    <section aria-labelledby="course-guest-heading" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-5">
      <h2 id="course-guest-heading" className="font-display text-lg font-bold text-amber-950">
        {t('guestPrompt.title')}
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        {t('guestPrompt.saved')} {signedIn ? t('guestPrompt.member') : t('guestPrompt.guest')}
      </p>
      {signedIn ? (
        <Link to="/subscribe" className="btn-primary mt-4 w-full">
          {t('subscription.subscribeNow')}
        </Link>
      ) : (
        <a
          href="/api/login"
          className="btn-primary mt-4 w-full"
          onClick={(event) => {
            event.preventDefault();
            goToLogin(`${location.pathname}${location.search}`);
          }}
        >
          {t('guestPrompt.signIn')}
        </a>
      )}
    </section>
  );
}
