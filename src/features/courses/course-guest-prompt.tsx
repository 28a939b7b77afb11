import { Link, useLocation } from 'react-router';
import { goToLogin } from '../../lib/session/return-url';

/**
 * Under a course card for anyone who is not a member: their scores stay on this device, and go
 * to their account once they sign in with a membership. Signing in comes back to this course.
 */
export function CourseGuestPrompt({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  return (
    <section aria-labelledby="course-guest-heading" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-5">
      <h2 id="course-guest-heading" className="font-display text-lg font-bold text-amber-950">
        Keep this round
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Your scores are saved on this device.{' '}
        {signedIn
          ? 'Become a member and they go to your account and the global leaderboard.'
          : 'Sign up or log in as a member and they go to your account and the global leaderboard.'}
      </p>
      {signedIn ? (
        <Link to="/subscribe" className="btn-primary mt-4 w-full">
          Subscribe Now
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
          Sign up or Log in
        </a>
      )}
    </section>
  );
}
