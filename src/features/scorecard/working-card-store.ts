import { toast } from '../../lib/toast-store';
import { defaultScorecard, localIsoDate } from '../../../domain/scorecard';
import { readWorkingScorecard } from '../../../domain/scorecard-repair';
import { readStoredJson, removeStored, writeStored } from '../../lib/local-storage';
import {
  forgetMemberRound,
  readMemberRound,
  WORKING_SCORECARD_KEY,
  writeMemberRound,
} from '../../lib/round-sync/member-round';
import { flushOutbox, queueRoundWrite } from '../../lib/round-sync/outbox';
import {
  openCard,
  reduceCard,
  type CardAction,
  type CardEffect,
  type CardState,
  type StoredCard,
  type Transition,
} from './working-card';
import { waitMs } from '../../lib/waits';

const LOAD_NOTICES = {
  repaired: {
    title: 'Part of your card could not be read',
    description: 'Everything else is as you left it. Check the holes and penalties before you play on.',
  },
  unreadable: {
    title: 'Your saved card could not be read',
    description: 'A fresh card has been started.',
  },
} as const;

function readStoredCard(): StoredCard {
  const today = localIsoDate();
  const stored = readStoredJson(WORKING_SCORECARD_KEY);
  if (stored === undefined) return { card: defaultScorecard(today), notice: null };
  const read = readWorkingScorecard(stored, today);
  if (!read) return { card: defaultScorecard(today), notice: 'unreadable' };
  return { card: read.card, notice: read.repaired ? 'repaired' : null };
}

function openStoredCard(owner: string | null): Transition {
  const round = owner === null ? null : readMemberRound(owner);
  return openCard(owner, { working: readStoredCard(), round }, stamp());
}

const stamp = () => ({ at: Date.now(), newRoundId: crypto.randomUUID() });

/**
 * The main card of one page visit, for useSyncExternalStore. Each change goes through
 * `reduceCard` and what it asks for is done at once: kept on this device, queued in the outbox,
 * and sent (straight away or after the autosave delay) once the server has confirmed the member.
 */
export class WorkingCardStore {
  /** The card edits go to; null until the page has shown one. */
  #current: CardState | null = null;
  /** A card read from storage for an owner the page now shows, with what opening it asks for. */
  #opening: Transition | null = null;
  /** Whether the server has said who is signed in; until then nothing is sent. */
  #confirmed = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #warnedStorage = false;
  #listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * The card to show for `owner`: the current one, or the card that owner's opens with, read
   * from storage once. It becomes the current card (and its opening is acted on) in `open`.
   */
  view(owner: string | null): CardState {
    if (this.#current?.owner === owner) return this.#current;
    if (this.#opening?.state.owner !== owner) this.#opening = openStoredCard(owner);
    return this.#opening.state;
  }

  /**
   * Makes `owner`'s card the current one, as `view` showed it, and acts on what opening it
   * asked for. `confirmed` is whether the server has said who is signed in. An edit still
   * waiting for the autosave delay goes first, as it would have.
   */
  open(owner: string | null, confirmed: boolean): void {
    if (this.#current !== null && (owner !== this.#current.owner || confirmed !== this.#confirmed)) {
      this.sendWaiting();
    }
    this.#confirmed = confirmed;
    if (this.#current !== null && this.#current.owner === owner) return;
    const opening = this.#opening?.state.owner === owner ? this.#opening : openStoredCard(owner);
    this.#opening = null;
    this.#apply(opening);
  }

  dispatch(action: CardAction): void {
    if (this.#current === null) return;
    // A card read for another owner before this change may no longer be what storage holds.
    this.#opening = null;
    this.#apply(reduceCard(this.#current, action, stamp()));
  }

  /** Sends at once what was waiting for the autosave delay (the page is being left). */
  sendWaiting(): void {
    if (this.#timer !== undefined) this.#sendNow();
  }

  #apply({ state, effects }: Transition): void {
    const changed = state !== this.#current;
    this.#current = state;
    for (const effect of effects) this.#perform(effect);
    if (changed) for (const listener of this.#listeners) listener();
  }

  #perform(effect: CardEffect): void {
    switch (effect.type) {
      case 'keep-card':
        this.#warnIfNotKept(writeStored(WORKING_SCORECARD_KEY, effect.card));
        return;
      case 'keep-round': {
        const { owner, round } = effect;
        this.#warnIfNotKept(writeMemberRound(owner, round));
        // Until the server has the round, the card also stays where a guest's does.
        if (!round.saved) writeStored(WORKING_SCORECARD_KEY, round.card);
        const { teamName, date, holes, penalties, timing, alcoholFree } = round.card;
        queueRoundWrite(owner, {
          id: round.id,
          round: {
            teamName,
            date,
            holes,
            penalties,
            ...(timing ? { timing } : {}),
            ...(alcoholFree ? { alcoholFree } : {}),
          },
          editedAt: round.editedAt,
          created: round.saved,
        });
        if (effect.send === 'now') this.#sendNow();
        else this.#sendSoon();
        return;
      }
      case 'round-saved':
        writeMemberRound(effect.owner, effect.round);
        removeStored(WORKING_SCORECARD_KEY);
        toast({ title: 'Scorecard saved', variant: 'success' });
        return;
      case 'forget-round':
        forgetMemberRound(effect.owner);
        removeStored(WORKING_SCORECARD_KEY);
        return;
      case 'notice':
        toast({ ...LOAD_NOTICES[effect.notice], variant: 'destructive' });
        return;
    }
  }

  #sendNow(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const owner = this.#current?.owner ?? null;
    if (owner !== null && this.#confirmed) void flushOutbox(owner);
  }

  #sendSoon(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#sendNow(), waitMs('autosave'));
  }

  #warnIfNotKept(kept: boolean): void {
    if (kept || this.#warnedStorage) return;
    // Private browsing or a full disk: say so once, so nobody trusts a card that will vanish.
    this.#warnedStorage = true;
    toast({
      title: "Can't save on this device",
      description: 'Your browser is refusing storage (private browsing?). Keep this tab open until the round is done.',
      variant: 'destructive',
    });
  }
}
