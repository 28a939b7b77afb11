import { wallClockAt } from '../../../../domain/game-clock';
import { openingAtArrival } from '../../../../domain/open-at-arrival';
import type { OpeningHours } from '../../../../domain/opening-hours';
import { crawlWords } from '../../../lib/crawl-words';
import { useCardText } from '../../../lib/i18n/card-text';

/** Whether the next bar is open when the group gets there ('At 22:30: Open when you arrive (until 01:00)'), on the bar's own clock. */
export function NextBarOpening({ hours, arriveAt }: { hours: OpeningHours; arriveAt: number }) {
  const words = crawlWords(useCardText());
  const arrival = wallClockAt(arriveAt, hours.timeZone);
  return <p className="text-sm text-stone-200">{words.atArrival(arrival.minutes, openingAtArrival(hours, arrival))}</p>;
}
