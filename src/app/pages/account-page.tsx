import { Link } from 'react-router';
import { SubPage } from '../../components/layout/sub-page';
import { PageSpinner } from '../../components/layout/page-spinner';
import { formatDate } from '../../lib/format-date';
import { useCurrentUser, type CurrentUser } from '../../lib/session/use-current-user';
import { SubscriptionCard } from '../../features/account/subscription-card';
import { YourDataCard } from '../../features/account/your-data-card';
import { LogOutLink } from '../../components/layout/log-out-link';
import { ThemeSelect } from '../../components/ui/theme-select';

export default function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <SubPage title="Account" width="max-w-xl">
      {isLoading ? (
        <PageSpinner />
      ) : user ? (
        <>
          <ProfileCard user={user} />
          <SubscriptionCard />
          <YourDataCard userId={user.id} />
          <section aria-label="Appearance" className="rounded-2xl bg-white p-5 shadow-sm">
            <ThemeSelect className="justify-between" />
          </section>
          <LogOutLink className="btn-secondary">Log Out</LogOutLink>
        </>
      ) : (
        <>
          <section className="rounded-2xl bg-white p-8 text-center shadow-sm">
            <p className="text-lg font-semibold">Please log in to view your account</p>
            <Link to="/" className="btn-primary mt-6">
              Go to Home
            </Link>
          </section>
          <ThemeSelect className="justify-center" />
        </>
      )}
    </SubPage>
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <section aria-label="Profile" className="rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            className="size-16 rounded-full object-cover"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-felt text-xl font-bold text-white"
          >
            {initials(user)}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xl font-bold break-all">{fullName || user.email}</p>
          <p className="text-sm text-stone-600">Member since {formatDate(user.createdAt)}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 text-sm">
        <Detail label="E-mail" value={user.email ?? '—'} />
        <Detail label="Full name" value={fullName || '—'} />
        <Detail label="Account created" value={formatDate(user.createdAt)} />
      </dl>
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-t border-stone-100 pt-3">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all">{value}</dd>
    </div>
  );
}

function initials(user: CurrentUser): string {
  const fromName = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (fromName || user.email?.[0] || '?').toUpperCase();
}
