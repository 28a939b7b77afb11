import { SHARE_CODE_LENGTH } from '../../../domain/courses';
import { randomCode } from '../../lib/random-code';

/** A new share code: SHARE_CODE_LENGTH letters, each from the CSPRNG. */
export function newShareCode(): string {
  return randomCode(SHARE_CODE_LENGTH);
}
