import { PageHeader, headerLinkClass } from '../../app/page-header';
import { Link } from 'react-router';
import { TrophyIcon } from '../../components/ui/icons';

export default function LeaderboardPage() {
  return (
    <>
      <PageHeader>
        <Link to="/" className={headerLinkClass}>
          Scorecard
        </Link>
      </PageHeader>
      <main className="mx-auto max-w-3xl px-3 py-6">
        <h1 className="font-display text-3xl font-extrabold text-felt">Leaderboard</h1>
        <p className="mt-1 text-stone-600">Top 10 lowest scores</p>
        <section className="mt-6 rounded-2xl bg-white p-8 text-center shadow-sm">
          <TrophyIcon className="mx-auto size-12 text-amber-500" />
          <h2 className="mt-2 text-xl font-bold">No Scores Yet</h2>
          <p className="mt-1 text-stone-600">Finish a round and save it to put your team on the board.</p>
        </section>
      </main>
    </>
  );
}
