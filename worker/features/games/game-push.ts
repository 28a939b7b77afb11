/**
 * A live game's notifications, sent as Web Push from its Durable Object: the phones that asked for
 * them (kept in the game's SQLite beside its team, at most MAX_TEAM_SOCKETS a team), the nudges
 * already sent (once a hole each), and the pushes themselves, encrypted to each phone (RFC 8291)
 * and signed with the game's VAPID key (RFC 8292). An endpoint the push service says is gone is
 * dropped at once, one that keeps failing after MAX_PUSH_FAILURES; a push is never tried again.
 */
import { encryptNotification, vapidHeaders } from '@block65/webcrypto-web-push';
import { MAX_TEAM_SOCKETS } from '../../../domain/game-protocol';
import { MAX_PUSH_FAILURES, type PushSubscribeRequest } from '../../../domain/game-push';
import type { PushNotice } from '../../../domain/push-notice';
import type { Language } from '../../../domain/language';
import type { PushConfig } from '../../config';

/** A notification that could not be delivered in this long is worth nothing: the moment has passed. */
const NUDGE_TTL_SECONDS = 5 * 60;
const END_TTL_SECONDS = 60 * 60;
/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;
const SENT_NUDGES_KEY = 'nudges-sent';

export interface PushSubscriptionRow {
  endpoint: string;
  teamId: string;
  p256dh: string;
  auth: string;
  language: Language;
}

type PushOutcome = 'sent' | 'gone' | 'failed';

export class PushKeeper {
  constructor(
    private readonly storage: DurableObjectStorage,
    /** The game's SQLite with its schema up to date (GameStore's). */
    private readonly sql: () => SqlStorage,
  ) {}

  /** Keeps this phone's subscription for its team (an endpoint moves with a phone that changed team); the team's oldest goes past MAX_TEAM_SOCKETS. */
  subscribe(teamId: string, request: PushSubscribeRequest, now: number): void {
    const sql = this.sql();
    this.storage.transactionSync(() => {
      sql.exec(
        `insert into push_subscriptions (endpoint, team_id, p256dh, auth, language, failures, created_at)
         values (?, ?, ?, ?, ?, 0, ?)
         on conflict (endpoint) do update set team_id = excluded.team_id, p256dh = excluded.p256dh,
           auth = excluded.auth, language = excluded.language, failures = 0`,
        request.endpoint,
        teamId,
        request.keys.p256dh,
        request.keys.auth,
        request.language,
        now,
      );
      sql.exec(
        `delete from push_subscriptions where team_id = ? and endpoint not in
           (select endpoint from push_subscriptions where team_id = ? order by created_at desc, endpoint limit ?)`,
        teamId,
        teamId,
        MAX_TEAM_SOCKETS,
      );
    });
  }

  /** Drops the team's subscription at `endpoint`; another team's is left alone. */
  unsubscribe(teamId: string, endpoint: string): void {
    this.sql().exec('delete from push_subscriptions where team_id = ? and endpoint = ?', teamId, endpoint);
  }

  all(): PushSubscriptionRow[] {
    return this.sql()
      .exec<{ endpoint: string; team_id: string; p256dh: string; auth: string; language: string }>(
        'select endpoint, team_id, p256dh, auth, language from push_subscriptions order by created_at, endpoint',
      )
      .toArray()
      .map((row) => ({
        endpoint: row.endpoint,
        teamId: row.team_id,
        p256dh: row.p256dh,
        auth: row.auth,
        language: row.language === 'de' ? 'de' : 'en',
      }));
  }

  any(): boolean {
    return this.sql().exec('select 1 from push_subscriptions limit 1').toArray().length > 0;
  }

  /** The nudges already sent, by nudgeKey. */
  sentNudges(): Set<string> {
    return new Set(this.storage.kv.get<string[]>(SENT_NUDGES_KEY) ?? []);
  }

  markSent(key: string): void {
    this.storage.kv.put(SENT_NUDGES_KEY, [...this.sentNudges(), key]);
  }

  /**
   * Sends each subscription its notice (in its phone's language) side by side, and keeps what the
   * push services answered: a gone endpoint is dropped, a failing one after MAX_PUSH_FAILURES.
   */
  async send(
    config: PushConfig,
    notices: (subscription: PushSubscriptionRow) => PushNotice,
    kind: 'nudge' | 'end',
  ): Promise<void> {
    const subscriptions = this.all();
    const ttl = kind === 'end' ? END_TTL_SECONDS : NUDGE_TTL_SECONDS;
    const outcomes = await Promise.all(
      subscriptions.map(async (subscription) => ({
        endpoint: subscription.endpoint,
        outcome: await pushTo(config, subscription, notices(subscription), ttl),
      })),
    );
    const sql = this.sql();
    for (const { endpoint, outcome } of outcomes) {
      if (outcome === 'sent') sql.exec('update push_subscriptions set failures = 0 where endpoint = ?', endpoint);
      else if (outcome === 'gone') sql.exec('delete from push_subscriptions where endpoint = ?', endpoint);
      else {
        sql.exec('update push_subscriptions set failures = failures + 1 where endpoint = ?', endpoint);
        sql.exec('delete from push_subscriptions where endpoint = ? and failures >= ?', endpoint, MAX_PUSH_FAILURES);
      }
    }
  }

  /** Forgets every subscription: the game has ended. */
  dropAll(): void {
    this.sql().exec('delete from push_subscriptions');
  }
}

/** One push: 'gone' when the push service no longer knows the endpoint (404, 410), 'failed' for any other refusal or no answer. */
async function pushTo(
  config: PushConfig,
  subscription: PushSubscriptionRow,
  notice: PushNotice,
  ttl: number,
): Promise<PushOutcome> {
  try {
    const target = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    };
    const body = await encryptNotification(target, new TextEncoder().encode(JSON.stringify(notice)));
    // VAPID names the push service by its https origin; the local double (allowed only in a local
    // run) listens on loopback http and takes that name for its own.
    const audience = { ...target, endpoint: subscription.endpoint.replace(/^http:/, 'https:') };
    const { headers } = await vapidHeaders(audience, config);
    const response = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: {
        ...headers,
        ttl: String(ttl),
        urgency: 'high',
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
      },
      body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    return response.status === 404 || response.status === 410 ? 'gone' : 'failed';
  } catch {
    return 'failed';
  }
}
