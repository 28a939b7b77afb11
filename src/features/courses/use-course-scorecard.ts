import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast-store';
import { courseHoles, type Course } from '../../../domain/courses';
import type { CrawlTiming } from '../../../domain/crawl-timing';
import type { HolePatch } from '../../../domain/holes';
import type { Penalty } from '../../../domain/penalties';
import { localIsoDate } from '../../../domain/scorecard';
import { holesCompleted } from '../../../domain/scoring';
import {
  readCourseScorecard,
  removeCourseScorecard,
  writeCourseScorecard,
  type CourseScorecard,
} from '../../lib/course-scorecard-store';
import { markMigrationPending } from '../../lib/session/pending-migration';
import { waitMs } from '../../lib/waits';

/** A course card in play always has its round id. */
export type CourseCard = CourseScorecard & { roundId: string };

/** A new round on the course: no scores, every penalty at 0, a new round id, no name yet (saved as 'Player'). */
function freshCard(course: Course, teamName = '', date = localIsoDate()): CourseCard {
  return {
    teamName,
    date,
    holes: courseHoles(course.holes),
    penalties: course.penalties.map((penalty) => ({ ...penalty, count: 0 })),
    roundId: crypto.randomUUID(),
  };
}

/**
 * The card the page opens with: the one kept on this device for the course (its scores on the
 * course's own bars, drinks and pars), else a fresh one. `unsaved` when the device should keep
 * it again: a kept card made before round ids gets one now, and keeps it.
 */
function openCard(course: Course, shared: boolean): { card: CourseCard; unsaved: boolean } {
  const stored = shared ? null : readCourseScorecard(course.id);
  if (!stored) return { card: freshCard(course), unsaved: false };
  const card = {
    ...stored,
    roundId: stored.roundId ?? crypto.randomUUID(),
    holes: courseHoles(course.holes).map((hole, index) => {
      const score = stored.holes[index]?.score;
      return score === undefined ? hole : { ...hole, score };
    }),
  };
  return { card, unsaved: stored.roundId === undefined };
}

/**
 * The round a player is scoring on a course, kept on this device under the course's key two
 * seconds after the last change, and at once when the page goes away. Opened from a share link
 * (`shared`) it starts clean: the copy on this device is dropped. `keepForLater` says whether a
 * scored card should also be marked to go to the player's account once they sign in as a member.
 */
export function useCourseScorecard(
  course: Course,
  { shared, keepForLater }: { shared: boolean; keepForLater: boolean },
) {
  const [opened] = useState(() => openCard(course, shared));
  const [card, setCard] = useState(opened.card);
  const cardRef = useRef(card);
  const dirty = useRef(opened.unsaved);
  const keepForLaterRef = useRef(keepForLater);
  useEffect(() => {
    cardRef.current = card;
    keepForLaterRef.current = keepForLater;
  });

  useEffect(() => {
    if (shared) removeCourseScorecard(course.id);
  }, [shared, course.id]);

  const warnedStorage = useRef(false);
  const writeNow = useCallback(() => {
    if (!dirty.current) return;
    dirty.current = false;
    const current = cardRef.current;
    const kept = writeCourseScorecard(course.id, current);
    if (kept && keepForLaterRef.current && holesCompleted(current.holes) > 0) markMigrationPending();
    if (!kept && !warnedStorage.current) {
      // Private browsing or a full disk: say so once, so nobody trusts a card that will vanish.
      warnedStorage.current = true;
      toast({
        title: "Can't save on this device",
        description:
          'Your browser is refusing storage (private browsing?). Keep this tab open until the round is done.',
        variant: 'destructive',
      });
    }
  }, [course.id]);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(writeNow, waitMs('autosave'));
    return () => clearTimeout(timer);
  }, [card, writeNow]);

  // A closed tab or a page left inside the app keeps the last change too.
  useEffect(() => {
    window.addEventListener('pagehide', writeNow);
    return () => {
      window.removeEventListener('pagehide', writeNow);
      writeNow();
    };
  }, [writeNow]);

  const edit = useCallback((change: (current: CourseCard) => CourseCard) => {
    dirty.current = true;
    setCard((current) => ({ ...change(current), editedAt: Date.now() }));
  }, []);

  const setTeamName = useCallback((teamName: string) => edit((current) => ({ ...current, teamName })), [edit]);
  const setDate = useCallback((date: string) => edit((current) => ({ ...current, date })), [edit]);
  const updateHole = useCallback(
    (holeNumber: number, patch: HolePatch) =>
      edit((current) => ({
        ...current,
        // Only the score is the player's: the bar, drink and par are the course's.
        holes: current.holes.map((hole) => {
          if (hole.holeNumber !== holeNumber) return hole;
          const { score: _previous, ...layout } = hole;
          return patch.score === undefined ? layout : { ...layout, score: patch.score };
        }),
      })),
    [edit],
  );
  const setPenalties = useCallback((penalties: Penalty[]) => edit((current) => ({ ...current, penalties })), [edit]);
  /** Tonight's start time and minutes per hole, kept with this card; undefined goes back to the course's. */
  const setTiming = useCallback(
    (timing: CrawlTiming | undefined) =>
      edit(({ timing: _previous, ...current }) => (timing ? { ...current, timing } : current)),
    [edit],
  );
  /** Scores cleared and penalties at 0, as a new round; the name, date and tonight's times stay. */
  const reset = useCallback(
    () =>
      edit((current) => {
        const fresh = freshCard(course, current.teamName, current.date);
        return current.timing ? { ...fresh, timing: current.timing } : fresh;
      }),
    [edit, course],
  );

  return { card, setTeamName, setDate, updateHole, setPenalties, setTiming, reset };
}
