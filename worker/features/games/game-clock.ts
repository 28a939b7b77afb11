/**
 * The game's clock in its Durable Object: kept in the object's storage beside the game (so an
 * evicted object loses nothing), moved on by the object's one alarm, and sent to every socket
 * with the object's time. The rules of the clock are domain/game-clock.ts.
 */
import { advanceClock, clockDueAt, gameClockSchema, newClock, type GameClock } from '../../../domain/game-clock';
import type { ServerMessage } from '../../../domain/game-protocol';
import type { Hole } from '../../../domain/holes';

const CLOCK_KEY = 'clock';

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

  /** When the clock next moves by itself; null when it does not. */
  dueAt(): number | null {
    return clockDueAt(this.read());
  }

  /**
   * Sets the object's one alarm no later than the clock is due. The alarm also ends idle games
   * and keeps rounds; whatever it was set for stays when that comes first, and the alarm sets
   * itself again for the later of the two when it wakes.
   */
  async wakeInTime(): Promise<void> {
    const due = this.dueAt();
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
