import { presetPenaltyOf, type Penalty } from '../../../domain/penalties';
import type { CardText } from '../../lib/i18n/card-text';

/** A preset penalty's name in the page's language while it keeps the preset's name; else as its player named it. */
export function penaltyName(penalty: Penalty, text: CardText): string {
  const preset = presetPenaltyOf(penalty);
  return preset ? text.named(`penalty.${preset}`, penalty.name) : penalty.name;
}
