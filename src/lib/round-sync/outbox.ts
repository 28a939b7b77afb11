import * as z from 'zod/mini';
import { roundBodySchema, roundIdSchema, savedRoundSchema, type SavedRound } from '../../../domain/rounds';
import { apiErrorCode, apiJson, HttpError } from '../api-fetch';
import { readStored, removeStored, writeStored } from '../local-storage';

export type RoundBody = z.infer<typeof roundBodySchema>;

/** One round's latest unacknowledged state. Later edits of the same round replace it in place. */
const roundWriteSchema = z.object({
  id: roundIdSchema,
  round: roundBodySchema,
  editedAt: z.int(),
  /** The server has kept this round before, so the write is an update. */
  created: z.boolean(),
});
type RoundWrite = z.infer<typeof roundWriteSchema>;

const outboxSchema = z.array(roundWriteSchema);

const outboxKey = (userId: string) => `pubgolf-outbox:${userId}`;

function readOutbox(userId: string): RoundWrite[] {
  return readStored(outboxKey(userId), outboxSchema) ?? [];
}

function writeOutbox(userId: string, writes: RoundWrite[]): void {
  if (writes.length === 0) removeStored(outboxKey(userId));
  else writeStored(outboxKey(userId), writes);
  publish({ queued: writes.length > 0 });
}

/** What the outbox is doing, for the sync status a player sees. */
export interface OutboxState {
  /** Some edit is on this device only. */
  queued: boolean;
  /** A flush is under way. */
  sending: boolean;
  /** The last flush could not send everything. */
  failed: boolean;
}

let state: OutboxState = { queued: false, sending: false, failed: false };
const stateListeners = new Set<() => void>();
const savedListeners = new Set<(round: SavedRound) => void>();

function publish(change: Partial<OutboxState>): void {
  state = { ...state, ...change };
  for (const listener of stateListeners) listener();
}

export function subscribeOutboxState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function getOutboxState(): OutboxState {
  return state;
}

/** Told of every round the server acknowledges, whichever page or trigger sent it. */
export function onRoundSaved(listener: (round: SavedRound) => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

/**
 * Keeps a round's edit on this device until the server has acknowledged it: written before any
 * request is made, so a closed tab or a dropped connection loses nothing.
 */
export function queueRoundWrite(
  userId: string,
  write: { id: string; round: RoundBody; editedAt: number; created?: boolean },
): void {
  const writes = readOutbox(userId);
  const index = writes.findIndex((queued) => queued.id === write.id);
  if (index === -1) {
    writes.push({ ...write, created: write.created ?? false });
  } else {
    const queued = writes[index]!;
    writes[index] = {
      ...queued,
      round: write.round,
      editedAt: write.editedAt,
      created: queued.created || !!write.created,
    };
  }
  writeOutbox(userId, writes);
}

export function hasQueuedWrites(userId: string): boolean {
  return readOutbox(userId).length > 0;
}

export function isQueued(userId: string, roundId: string): boolean {
  return readOutbox(userId).some((write) => write.id === roundId);
}

/** Forgets a round's unsent edits: the player deleted it. */
export function dropQueuedRound(userId: string, roundId: string): void {
  writeOutbox(
    userId,
    readOutbox(userId).filter((write) => write.id !== roundId),
  );
}

export function dropAllQueuedRounds(userId: string): void {
  writeOutbox(userId, []);
}

export interface FlushResult {
  /** The rounds the server acknowledged in this flush, as it keeps them. */
  saved: SavedRound[];
  /** A write could not be sent (offline, server error, signed out): it stays queued. */
  failed: boolean;
}

const flushes = new Map<string, Promise<FlushResult>>();

/**
 * Sends the queued writes in order, one at a time. Calls made while a flush runs wait for it
 * and then flush again, so a write queued meanwhile is never skipped.
 */
export function flushOutbox(userId: string): Promise<FlushResult> {
  const previous = flushes.get(userId) ?? Promise.resolve({ saved: [], failed: false });
  const next = previous.then(() => sendQueued(userId));
  flushes.set(userId, next);
  void next.finally(() => {
    if (flushes.get(userId) === next) flushes.delete(userId);
  });
  return next;
}

async function sendQueued(userId: string): Promise<FlushResult> {
  const writes = readOutbox(userId);
  if (writes.length === 0) {
    publish({ queued: false, failed: false });
    return { saved: [], failed: false };
  }
  publish({ sending: true });
  const result = await sendInOrder(userId, writes);
  publish({ sending: false, failed: result.failed, queued: hasQueuedWrites(userId) });
  return result;
}

async function sendInOrder(userId: string, writes: RoundWrite[]): Promise<FlushResult> {
  const saved: SavedRound[] = [];
  for (const write of writes) {
    try {
      const round = await send(write);
      settle(userId, write);
      saved.push(round);
      for (const listener of savedListeners) listener(round);
    } catch (error) {
      if (!isRefusedForGood(error)) return { saved, failed: true };
      // The server will never take this write (a card this version cannot have produced, or an
      // id another account holds): keeping it would block every write queued behind it.
      console.warn('A queued round was refused and dropped', write.id, error);
      dropQueuedRound(userId, write.id);
    }
  }
  return { saved, failed: false };
}

function isRefusedForGood(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 400 || error.status === 409 || error.status === 413);
}

/**
 * A round not yet kept is created with its own id (a repeat answers the round already kept);
 * one kept before is updated, and created again if it has gone from the server meanwhile. A
 * round whose course was deleted before it reached the server is kept without the course.
 */
async function send(write: RoundWrite): Promise<SavedRound> {
  try {
    return await sendAsIs(write);
  } catch (error) {
    if (apiErrorCode(error) !== 'unknown_course') throw error;
    return sendAsIs({ ...write, round: { ...write.round, courseId: null } });
  }
}

async function sendAsIs(write: RoundWrite): Promise<SavedRound> {
  if (!write.created) {
    const kept = await post(write);
    if ((kept.editedAt ?? 0) >= write.editedAt) return kept;
  }
  try {
    return await apiJson(`/api/scorecards/${write.id}`, savedRoundSchema, {
      method: 'PUT',
      body: { ...write.round, editedAt: write.editedAt },
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return post(write);
    throw error;
  }
}

function post(write: RoundWrite): Promise<SavedRound> {
  return apiJson('/api/scorecards', savedRoundSchema, {
    method: 'POST',
    body: { ...write.round, id: write.id, editedAt: write.editedAt },
  });
}

/** Removes the sent write, unless the player edited the round again while it was on its way. */
function settle(userId: string, sent: RoundWrite): void {
  const writes = readOutbox(userId);
  writeOutbox(
    userId,
    writes.flatMap((write) => {
      if (write.id !== sent.id) return [write];
      return write.editedAt > sent.editedAt ? [{ ...write, created: true }] : [];
    }),
  );
}

/**
 * The page is going away (tab closed, app switched out): hand every queued write to the browser,
 * which finishes `keepalive` requests after the page is gone. Answers cannot be read then, so
 * the writes stay queued and the next visit sends them again, which changes nothing twice.
 */
export function sendQueuedOnExit(userId: string): void {
  for (const write of readOutbox(userId)) {
    const [method, url, body] = write.created
      ? ['PUT', `/api/scorecards/${write.id}`, { ...write.round, editedAt: write.editedAt }]
      : ['POST', '/api/scorecards', { ...write.round, id: write.id, editedAt: write.editedAt }];
    fetch(url, {
      method,
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => {
      // offline or refused: the write is still queued for the next visit
    });
  }
}
