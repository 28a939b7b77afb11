import * as z from 'zod/mini';
import { readStored, writeStored } from './local-storage';

/** Set on the device once the first-visit note has been read: it is not shown again. */
export const FIRST_VISIT_NOTE_KEY = 'pubgolf-first-visit-note-read';

export function firstVisitNoteRead(): boolean {
  return readStored(FIRST_VISIT_NOTE_KEY, z.literal(true)) === true;
}

/** False when the browser keeps nothing (private mode): the note then goes for this visit only. */
export function markFirstVisitNoteRead(): boolean {
  return writeStored(FIRST_VISIT_NOTE_KEY, true);
}
