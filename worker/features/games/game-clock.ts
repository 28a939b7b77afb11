/**
 * The game's clock in its Durable Object: kept in the object's storage beside the game (so an
 * evicted object loses nothing), moved on by the object's one alarm, and sent to every socket
 * with the object's time. The rules of the clock are domain/game-clock.ts.
 */
import {
  advanceClock,
  barsShown,
  clockDueAt,
  revealDueAt,
  gameClockSchema,
  newClock,
  type GameClock,
} from '../../../domain/game-clock';
import type { ServerMessage } from '../../../domain/game-protocol';
import type { Hole } from '../../../domain/holes';

const CLOCK_KEY = 'clock';
/** How many holes' bars the phones were last sent on a surprise route. */
const SHOWN_KEY = 'bars-shown';

export class ClockKeeper {
  constructor(private readonly storage: DurableObjectStorage) {}

  /** The stored clock; a game made before it had one has a clock not started. */
  read(): GameClock {
    const parsed = gameClockSchema.safeParse(this.storage.kv.get(CLOCK_KEY));
    return parsed.success ? parsed.data : newClock();
  }

  write(clock: GameClock): void {
    this.storage.kv.put(CLOCK_KEY, clock);
  }

  /** The clock moved on to `now` and stored when it moved; `finished` when the last hole's time ran out. */
  advance(holes: readonly Hole[], now: number): { clock: GameClock; moved: boolean; finished: boolean } {
    const result = advanceClock(this.read(), holes, now);
    if (result.moved) this.write(result.clock);
    return result;
  }

  /** When the clock next moves by itself, or a surprise route's next bar shows; null when neither. */
  dueAt(now = Date.now()): number | null {
    const clock = this.read();
    const due = clockDueAt(clock);
    const reveal = revealDueAt(clock);
    if (reveal === null || reveal <= now) return due;
    return due === null ? reveal : Math.min(due, reveal);
  }

  /**
   * Whether the bars the phones may see changed since they were last sent (a surprise route's
   * next bar came due, or the clock moved); remembers the new count.
   */
  barsShownChanged(holes: readonly Hole[], now: number): boolean {
    const clock = this.read();
    const shown = barsShown(clock, holes, now);
    const sent = this.storage.kv.get<number>(SHOWN_KEY);
    if (sent === shown || (sent === undefined && clock.surpriseMinutes === null)) return false;
    this.storage.kv.put(SHOWN_KEY, shown);
    return true;
  }

  /**
   * Sets the object's one alarm no later than the clock is due (or `also`, a notification's
   * moment). The alarm also ends idle games and keeps rounds; whatever it was set for stays when
   * that comes first, and the alarm sets itself again for the later of the two when it wakes.
   */
  async wakeInTime(also: number | null = null): Promise<void> {
    const clockDue = this.dueAt();
    const due = clockDue === null ? also : earliest(clockDue, also);
    if (due === null) return;
    const set = await this.storage.getAlarm();
    if (set === null || due < set) await this.storage.setAlarm(due);
  }
}

/** The clock message every socket hears, with the object's time now. */
export function clockMessage(clock: GameClock, now: number): string {
  return JSON.stringify({ type: 'clock', clock, serverNow: now } satisfies ServerMessage);
}

/** The earlier of two wake-up moments, either of which may be absent. */
export function earliest(a: number, b: number | null): number {
  return b === null ? a : Math.min(a, b);
}
