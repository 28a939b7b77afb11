import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from '../local-storage';

/**
 * Set when someone who is not a member scores a round on a course page: once they sign in
 * with a membership, those rounds are sent to their account.
 */
const PENDING_MIGRATION_KEY = 'pendingDataMigration';

export function isMigrationPending(): boolean {
  return readStored(PENDING_MIGRATION_KEY, z.literal(true)) === true;
}

export function markMigrationPending(): void {
  writeStored(PENDING_MIGRATION_KEY, true);
}

export function clearMigrationPending(): void {
  removeStored(PENDING_MIGRATION_KEY);
}
