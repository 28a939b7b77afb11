import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { HolePatch } from '../../domain/holes';
import type { Penalty, PenaltyPresetId } from '../../domain/penalties';
import { defaultScorecard, hasPlayerInput, localIsoDate, type WorkingScorecard } from '../../domain/scorecard';
import { readWorkingScorecard } from '../../domain/scorecard-repair';
import { readStoredJson, removeStored, writeStored } from '../../lib/local-storage';
import {
  forgetMemberRound,
  readLastMember,
  readMemberRound,
  rememberMember,
  WORKING_SCORECARD_KEY,
  writeMemberRound,
  type MemberRound,
} from '../../lib/round-sync/member-round';
import { queueRoundWrite } from '../../lib/round-sync/outbox';
import { useRoundSync } from './use-round-sync';

/** What opening the stored card found: nothing to say, a card mended, or one beyond reading. */
type LoadNotice = 'none' | 'repaired' | 'unreadable';

function loadWorkingCard(): { card: WorkingScorecard; notice: LoadNotice } {
  const today = localIsoDate();
  const stored = readStoredJson(WORKING_SCORECARD_KEY);
  if (stored === undefined) return { card: defaultScorecard(today), notice: 'none' };
  const read = readWorkingScorecard(stored, today);
  if (!read) return { card: defaultScorecard(today), notice: 'unreadable' };
  return { card: read.card, notice: read.repaired ? 'repaired' : 'none' };
}

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

/**
 * The card a page load opens with. A guest's lives on this device. A member's is a round on
 * the server: the one they are playing, or, when a card typed before signing in (or whose first
 * save is still on its way) has content, that card as a round.
 */
interface OpenedCard {
  /** The member whose round this is; null for the card kept on this device only. */
  owner: string | null;
  card: WorkingScorecard;
  round: MemberRound | null;
  notice: LoadNotice;
}

function openCard(owner: string | null): OpenedCard {
  const working = loadWorkingCard();
  if (owner === null) return { owner, round: null, ...working };
  const round = readMemberRound(owner);
  if (round && (!round.saved || !hasPlayerInput(working.card)))
    return { owner, card: round.card, round, notice: 'none' };
  return { owner, round: null, ...working };
}

/**
 * The main card. Every change is kept on this device at once. For a member it is also a round
 * on the server: the first card with a score, bar or drink is sent straight away, later edits
 * two seconds after the last one, and every edit waits in the outbox until the server has it.
 *
 * `memberId` is the signed-in member, null for anyone else, undefined while still unknown; until
 * it is known the member last seen on this device is trusted, so their round opens at once.
 */
export function useWorkingScorecard(memberId: string | null | undefined) {
  const confirmedMember = memberId === undefined ? undefined : memberId;
  const assumedOwner = memberId === undefined ? readLastMember() : memberId;
  const [opened, setOpened] = useState(() => openCard(assumedOwner));
  const [card, setCard] = useState(opened.card);
  const roundRef = useRef(opened.round);
  const owner = opened.owner;
  /** Set by each edit so the effect below keeps it; a card opened from storage is not an edit. */
  const editedRef = useRef(false);

  const sync = useRoundSync({
    owner,
    confirmed: confirmedMember !== undefined && confirmedMember === owner,
    onSaved: (saved) => {
      const round = roundRef.current;
      if (!round || round.id !== saved || round.saved || owner === null) return;
      roundRef.current = { ...round, saved: true };
      writeMemberRound(owner, roundRef.current);
      removeStored(WORKING_SCORECARD_KEY);
      toast({ title: 'Scorecard saved', variant: 'success' });
    },
  });

  useEffect(() => {
    if (opened.notice !== 'none') toast({ ...LOAD_NOTICES[opened.notice], variant: 'destructive' });
  }, [opened]);

  // The signed-in member became known (or turned out to be someone else): open their card.
  if (assumedOwner !== owner) {
    const next = openCard(assumedOwner);
    setOpened(next);
    setCard(next.card);
  }

  useEffect(() => {
    if (confirmedMember !== undefined) rememberMember(confirmedMember);
  }, [confirmedMember]);

  const warnedStorage = useRef(false);
  const warnIfNotKept = useCallback((kept: boolean) => {
    if (kept || warnedStorage.current) return;
    // Private browsing or a full disk: say so once, so nobody trusts a card that will vanish.
    warnedStorage.current = true;
    toast({
      title: "Can't save on this device",
      description: 'Your browser is refusing storage (private browsing?). Keep this tab open until the round is done.',
      variant: 'destructive',
    });
  }, []);

  /** Keeps a member's edit: on this device at once, then on the server. */
  const keepMemberEdit = useEffectEvent((member: string, edited: WorkingScorecard) => {
    const previous = roundRef.current;
    if (!previous && !hasPlayerInput(edited)) return;
    const round: MemberRound = previous
      ? { ...previous, card: edited, editedAt: Date.now() }
      : { id: crypto.randomUUID(), card: edited, editedAt: Date.now(), saved: false };
    roundRef.current = round;
    warnIfNotKept(writeMemberRound(member, round));
    // Until the server has the round, the card also stays where a guest's does.
    if (!round.saved) writeStored(WORKING_SCORECARD_KEY, edited);
    const { teamName, date, holes, penalties } = edited;
    queueRoundWrite(member, {
      id: round.id,
      round: { teamName, date, holes, penalties },
      editedAt: round.editedAt,
      created: round.saved,
    });
    if (previous) sync.saveSoon();
    else sync.saveNow();
  });

  const handledOpen = useRef<OpenedCard | null>(null);
  useEffect(() => {
    if (handledOpen.current === opened) return;
    handledOpen.current = opened;
    roundRef.current = opened.round;
    editedRef.current = false;
    // A member's card with content but no round yet (typed before signing in) becomes one now.
    if (opened.owner !== null && opened.round === null && hasPlayerInput(opened.card)) {
      keepMemberEdit(opened.owner, opened.card);
    }
  }, [opened]);

  useEffect(() => {
    const edited = editedRef.current;
    editedRef.current = false;
    if (owner === null) warnIfNotKept(writeStored(WORKING_SCORECARD_KEY, card));
    else if (edited) keepMemberEdit(owner, card);
  }, [card, owner, warnIfNotKept]);

  const edit = useCallback((change: (current: WorkingScorecard) => WorkingScorecard) => {
    editedRef.current = true;
    setCard(change);
  }, []);

  const setTeamName = useCallback((teamName: string) => edit((current) => ({ ...current, teamName })), [edit]);
  const setDate = useCallback((date: string) => edit((current) => ({ ...current, date })), [edit]);
  const updateHole = useCallback(
    (holeNumber: number, patch: HolePatch) =>
      edit((current) => ({
        ...current,
        holes: current.holes.map((hole) => (hole.holeNumber === holeNumber ? { ...hole, ...patch } : hole)),
      })),
    [edit],
  );
  const setPenalties = useCallback(
    (penalties: Penalty[], penaltyPreset: PenaltyPresetId) =>
      edit((current) => ({ ...current, penalties, penaltyPreset })),
    [edit],
  );

  /** A fresh card. A member's next score, bar or drink starts a new round with a new id. */
  const reset = useCallback(() => {
    if (owner !== null) {
      forgetMemberRound(owner);
      removeStored(WORKING_SCORECARD_KEY);
      roundRef.current = null;
    }
    edit(() => defaultScorecard(localIsoDate()));
  }, [owner, edit]);

  return { card, setTeamName, setDate, updateHole, setPenalties, reset, member: owner !== null };
}
