import type { ClockChangeKind } from '../../../../domain/game-clock';
import { useT } from '../../../lib/i18n/translate';

/** Who changed the clock and how, as every phone and the TV say it: 'Paused by Team Host'. */
export function useClockChangeText(): (kind: ClockChangeKind, team: string) => string {
  const t = useT('live');
  return (kind, team) => {
    switch (kind) {
      case 'start':
        return t('live.clock.by.start', { team });
      case 'pause':
        return t('live.clock.by.pause', { team });
      case 'resume':
        return t('live.clock.by.resume', { team });
      case 'extend':
        return t('live.clock.by.extend', { team });
      case 'next':
        return t('live.clock.by.next', { team });
      case 'back':
        return t('live.clock.by.back', { team });
      case 'minutes':
        return t('live.clock.by.minutes', { team });
      case 'co-host':
        return t('live.clock.by.coHost', { team });
      case 'surprise':
      case 'waits-for-host':
      case 'ends-game':
        return t('live.clock.by.settings', { team });
    }
  };
}
