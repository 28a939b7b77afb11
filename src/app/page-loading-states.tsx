/**
 * What a page shows while its code and its data are on the way. Each is its route's Suspense
 * fallback and is also prerendered into the HTML served for the route (src/app/page-shells.tsx),
 * so the HTML, the fallback and the page's own loading state are one picture, with no flicker.
 * src/app/shelled-pages.ts names the one each page shows.
 */
import { PageSpinner } from '../components/layout/page-spinner';
import { SubPage } from '../components/layout/sub-page';
import { LeaderboardFrame } from '../features/leaderboard/leaderboard-frame';
import { usePaintedText } from '../lib/i18n/painted-text';
import { gameNameInHtml } from '../lib/page-data';
import { useCurrentUser } from '../lib/session/use-current-user';
import { LIVE_PAGE_WIDTH } from './live-page-width';
import { CourseFrameView } from './pages/course-frame';
import { WatchFrame, WatchWaiting } from './pages/watch-frame';

export { PageLoading } from '../components/layout/page-loading';

export function LeaderboardLoading() {
  const say = usePaintedText();
  return (
    <LeaderboardFrame
      title={say('shell.leaderboard', 'Leaderboard')}
      subtitle={say('shell.leaderboardSubtitle', 'Top 10 lowest scores')}
    >
      <PageSpinner />
    </LeaderboardFrame>
  );
}

export function CourseLoading() {
  const { isAuthenticated } = useCurrentUser();
  return <CourseLoadingView signedIn={isAuthenticated} />;
}

/** The course page loading for a guest: the prerendered HTML knows no one. */
export function GuestCourseLoading() {
  return <CourseLoadingView signedIn={false} />;
}

function CourseLoadingView({ signedIn }: { signedIn: boolean }) {
  const say = usePaintedText();
  return (
    <CourseFrameView title={say('shell.loadingCourse', 'Loading course…')} signedIn={signedIn}>
      <PageSpinner />
    </CourseFrameView>
  );
}

/** A live game on its way, whichever game: the page's title is the game's name once it has come. */
export function PlayLoading() {
  const say = usePaintedText();
  return <SubPageLoading title={say('shell.liveGame', 'Live game')} width={LIVE_PAGE_WIDTH} />;
}

/** The spectator board on its way: titled with the game's name when the HTML came with it. */
export function WatchLoading() {
  const say = usePaintedText();
  return (
    <WatchFrame>
      <WatchWaiting title={gameNameInHtml() ?? say('shell.liveBoard', 'Live board')}>
        <PageSpinner />
      </WatchWaiting>
    </WatchFrame>
  );
}

export function HistoryLoading() {
  const say = usePaintedText();
  return <SubPageLoading title={say('shell.history', 'ROUND HISTORY')} />;
}

export function MyCoursesLoading() {
  const say = usePaintedText();
  return <SubPageLoading title={say('shell.myCourses', 'My Courses')} />;
}

function SubPageLoading({ title, width }: { title: string; width?: string }) {
  return (
    <SubPage title={title} width={width}>
      <PageSpinner />
    </SubPage>
  );
}
