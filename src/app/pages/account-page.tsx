import { Link } from 'react-router';
import { SubPage } from '../../components/layout/sub-page';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useFormatDate } from '../../lib/i18n/format-date';
import { useT } from '../../lib/i18n/translate';
import { useCurrentUser, type CurrentUser } from '../../lib/session/use-current-user';
import { SubscriptionCard } from '../../features/account/subscription-card';
import { YourDataCard } from '../../features/account/your-data-card';
import { LogOutLink } from '../../components/layout/log-out-link';
import { ThemeSelect } from '../../components/ui/theme-select';
import { LanguageSelect } from '../../components/ui/language-select';

export default function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  const t = useT('account');
  return (
    <SubPage title={t('account.title')} width="max-w-xl">
      {isLoading ? (
        <PageSpinner />
      ) : user ? (
        <>
          <ProfileCard user={user} />
          <SubscriptionCard />
          <YourDataCard userId={user.id} />
          <section
            aria-label={t('account.appearance')}
            className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm"
          >
            <ThemeSelect className="justify-between" />
            <LanguageSelect className="justify-between" />
          </section>
          <LogOutLink className="btn-secondary">{t('account.logOut')}</LogOutLink>
        </>
      ) : (
        <>
          <section className="rounded-2xl bg-white p-8 text-center shadow-sm">
            <p className="text-lg font-semibold">{t('account.pleaseLogIn')}</p>
            <Link to="/" className="btn-primary mt-6">
              {t('account.goHome')}
            </Link>
          </section>
          <div className="flex flex-wrap justify-center gap-x-6 gap-y-3">
            <ThemeSelect />
            <LanguageSelect />
          </div>
        </>
      )}
    </SubPage>
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const t = useT('account');
  const formatDate = useFormatDate();
  return (
    <section aria-label={t('account.profile')} className="rounded-2xl bg-white p-5 shadow-sm">
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
          <p className="text-sm text-stone-600">{t('account.memberSince', { date: formatDate(user.createdAt) })}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 text-sm">
        <Detail label={t('account.email')} value={user.email ?? '—'} />
        <Detail label={t('account.fullName')} value={fullName || '—'} />
        <Detail label={t('account.created')} value={formatDate(user.createdAt)} />
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
