import * as z from 'zod/mini';
import { clientMessageSchema, type ClientMessage, type TeamCard } from '../../../../domain/game-protocol';
import type { HoleScore } from '../../../../domain/holes';
import { readStored, removeStored, writeStored } from '../../../lib/local-storage';

/** A change to one cell of the team's card: a hole's score or a penalty's count, at a version. */
export type CellWrite = Extract<ClientMessage, { type: 'score' | 'penalty' }>;

/**
 * The team's writes the game has not confirmed yet. Each cell keeps only its latest write: an
 * older one for the same cell would lose to it anyway.
 */
export type PendingWrites = readonly CellWrite[];

/** One cell of a team's card: a hole's score, or one penalty's count on a hole (without one, for the whole game). */
type Cell = { type: 'score'; hole: number } | { type: 'penalty'; penaltyId: string; hole?: number | undefined };

function cellKey(cell: Cell): string {
  if (cell.type === 'score') return `hole:${cell.hole}`;
  return cell.hole === undefined ? `penalty:${cell.penaltyId}` : `penalty:${cell.penaltyId}@${cell.hole}`;
}

/** The version the card holds for a cell; 0 for a cell it has never had an edit for. */
function cellVersion(card: TeamCard, cell: Cell): number {
  if (cell.type === 'score') return card.holes.find((hole) => hole.holeNumber === cell.hole)?.version ?? 0;
  if (cell.hole !== undefined) {
    return (
      card.holePenalties?.find((penalty) => penalty.id === cell.penaltyId && penalty.hole === cell.hole)?.version ?? 0
    );
  }
  return card.penalties.find((penalty) => penalty.id === cell.penaltyId)?.version ?? 0;
}

/**
 * The version for a new edit of a cell: above both what the card shows (the server's or this
 * phone's own pending edit) and the clock, so an edit made after a reload still wins.
 */
export function nextVersion(shown: TeamCard, cell: Cell, now = Date.now()): number {
  return Math.max(cellVersion(shown, cell) + 1, now);
}

export function scoreWrite(hole: number, score: HoleScore | undefined, version: number): CellWrite {
  return { type: 'score', hole, score: score ?? null, version };
}

/** A penalty's new count on a hole, or for the whole game when `hole` is undefined. */
export function penaltyWrite(penaltyId: string, count: number, version: number, hole?: number): CellWrite {
  return hole === undefined
    ? { type: 'penalty', penaltyId, count, version }
    : { type: 'penalty', penaltyId, hole, count, version };
}

/** Adds a write, replacing an older one for the same cell. */
export function withWrite(pending: PendingWrites, write: CellWrite): CellWrite[] {
  return [...pending.filter((other) => cellKey(other) !== cellKey(write)), write];
}

/**
 * Drops the write the game answered: it has decided that write (kept, at a version no later than
 * its clock, or found it stale), whatever version its card now shows for the cell.
 */
export function withoutAnswered(pending: PendingWrites, answered: CellWrite): CellWrite[] {
  return pending.filter((write) => !sameWrite(write, answered));
}

function sameWrite(a: CellWrite, b: CellWrite): boolean {
  if (a.version !== b.version) return false;
  if (a.type === 'score') return b.type === 'score' && a.hole === b.hole && a.score === b.score;
  return b.type === 'penalty' && a.penaltyId === b.penaltyId && a.hole === b.hole && a.count === b.count;
}

/** Drops what the game's card already holds, or holds something newer than. */
export function unconfirmed(pending: PendingWrites, card: TeamCard): CellWrite[] {
  return pending.filter((write) => write.version > cellVersion(card, write));
}

/** The card as this team sees it: the game's card with the team's own unconfirmed edits on it. */
export function cardWithWrites(card: TeamCard, pending: PendingWrites): TeamCard {
  const newer = unconfirmed(pending, card);
  if (newer.length === 0) return card;
  const byKey = new Map(newer.map((write) => [cellKey(write), write]));
  const holes = card.holes.map((hole) => {
    const write = byKey.get(`hole:${hole.holeNumber}`);
    return write?.type === 'score' ? { ...hole, score: write.score, version: write.version } : hole;
  });
  const penalties = card.penalties.map((penalty) => {
    const write = byKey.get(cellKey({ type: 'penalty', penaltyId: penalty.id }));
    return write?.type === 'penalty' ? { ...penalty, count: write.count, version: write.version } : penalty;
  });
  const holePenalties = (card.holePenalties ?? []).map((penalty) => {
    const write = byKey.get(cellKey({ type: 'penalty', penaltyId: penalty.id, hole: penalty.hole }));
    return write?.type === 'penalty' ? { ...penalty, count: write.count, version: write.version } : penalty;
  });
  // A cell the game's card does not list yet (never edited) is added, so the edit shows at once.
  for (const write of newer) {
    if (write.type === 'score' && !holes.some((hole) => hole.holeNumber === write.hole))
      holes.push({ holeNumber: write.hole, score: write.score, version: write.version });
    if (write.type !== 'penalty') continue;
    const { penaltyId, hole, count, version } = write;
    if (hole === undefined && !penalties.some((penalty) => penalty.id === penaltyId))
      penalties.push({ id: penaltyId, count, version });
    if (hole !== undefined && !holePenalties.some((penalty) => penalty.id === penaltyId && penalty.hole === hole))
      holePenalties.push({ id: penaltyId, hole, count, version });
  }
  return { ...card, holes, penalties, holePenalties };
}

const storedWritesSchema = z.array(clientMessageSchema);

/** Kept per game and team, so a reload (or a phone that runs out of battery) sends them later. */
const storageKey = (code: string, teamId: string) => `live-game-${code}-${teamId}-writes`;

export function readPendingWrites(code: string, teamId: string): CellWrite[] {
  const stored = readStored(storageKey(code, teamId), storedWritesSchema) ?? [];
  return stored.filter((message): message is CellWrite => message.type === 'score' || message.type === 'penalty');
}

export function storePendingWrites(code: string, teamId: string, pending: PendingWrites): void {
  if (pending.length === 0) removeStored(storageKey(code, teamId));
  else writeStored(storageKey(code, teamId), pending);
}
