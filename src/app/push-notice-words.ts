/**
 * A live game's notifications in the phone's language, for the Worker to push (its game room,
 * worker/features/games/game-room.ts): 'Drink up', 'Time to move' with the next bar and its walk,
 * and the game's end, from the live game's catalog, the words the page shows. Of the app, the
 * Worker imports this module beside the painted pages'; it touches no browser global.
 */
import type { Language } from '../../domain/language';
import { DRINK_UP_MS } from '../../domain/game-clock';
import { messagesOf } from '../lib/i18n/translate';

export type NoticeSubject =
  | { kind: 'drink-up' }
  /** `bar`: the next bar's name, null when the plan has none or a surprise route hides it still. */
  | { kind: 'move'; next: number; bar: string | null; walkMinutes: number | null }
  | { kind: 'end' };

/** The notification's body; its title is the game's name. */
export async function pushNoticeBody(language: Language, subject: NoticeSubject): Promise<string> {
  const t = await messagesOf(language, ['live']);
  switch (subject.kind) {
    case 'drink-up':
      return t('live.clock.drinkUp', { minutes: DRINK_UP_MS / 60_000 });
    case 'move':
      if (subject.bar === null) return t('live.push.moveToHole', { n: subject.next });
      return subject.walkMinutes === null
        ? t('live.clock.timeToMove', { bar: subject.bar })
        : t('live.clock.timeToMoveWalk', { bar: subject.bar, walk: subject.walkMinutes });
    case 'end':
      return t('live.push.ended');
  }
}
