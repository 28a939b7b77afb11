/**
 * Hiding rounds from the public boards, so it sticks. A round is off every board
 * (`scorecards.hidden_at` set) while its card is one of its owner's hidden cards (`hidden_cards`)
 * or its owner is hidden (`users.hidden_at`). The Worker works that out on every insert and edit
 * of a round (new-round.ts, features/rounds/round-store.ts); the statements here, which
 * `npm run admin` runs, on every hide and unhide. Each takes one value as ?1.
 * This file imports nothing: the admin script loads it on plain Node.
 */

/**
 * SQL for the key of the card in `table`'s date, holes and penalties columns: what makes two
 * cards the same card to their owner, whatever their team name, course or bars' details. Its
 * date, each hole's bar name, par and score in order, and each penalty it counts (id, name,
 * count) in order. migrations/0014_hidden_cards.sql keyed the rounds kept before it with this.
 */
export function cardKeySql(table: string): string {
  return `json_array(
  ${table}.date,
  json((SELECT json_group_array(json_array(
      json_extract(hole.value, '$.barName'), json_extract(hole.value, '$.par'), json_extract(hole.value, '$.score')))
    FROM json_each(${table}.holes) AS hole)),
  json((SELECT json_group_array(json_array(
      json_extract(penalty.value, '$.id'), json_extract(penalty.value, '$.name'), json_extract(penalty.value, '$.count')))
    FROM json_each(${table}.penalties) AS penalty WHERE json_extract(penalty.value, '$.count') > 0))
)`;
}

/** The round ?1 and every round of its owner with the same card. */
const SAME_CARD = `(id = ?1 or (user_id, card_key) = (select user_id, card_key from scorecards where id = ?1))`;

/** The rounds whose owner is not hidden. */
const OWNER_SHOWN = `not exists (select 1 from users as player where player.id = scorecards.user_id and player.hidden_at is not null)`;

/** Hides round ?1's card: the round, its copies already kept and any kept later. Answers the rounds it took off. */
export const HIDE_ROUND_SQL = [
  `insert or ignore into hidden_cards (user_id, card_key, hidden_at)
  select user_id, card_key, unixepoch() from scorecards where id = ?1 and card_key is not null`,
  `update scorecards set hidden_at = unixepoch() where hidden_at is null and ${SAME_CARD}
  returning id, course_id as course`,
] as const;

/** Lets round ?1's card show again, with its copies, unless their owner is hidden. Answers the rounds it let back. */
export const UNHIDE_ROUND_SQL = [
  `update scorecards set hidden_at = null where hidden_at is not null and ${SAME_CARD} and ${OWNER_SHOWN}
  returning id, course_id as course`,
  `delete from hidden_cards where (user_id, card_key) = (select user_id, card_key from scorecards where id = ?1)`,
] as const;

/** Hides player ?1: every round of theirs, and any they keep later. Answers the rounds it took off. */
export const HIDE_PLAYER_SQL = [
  `update scorecards set hidden_at = unixepoch() where user_id = ?1 and hidden_at is null
  returning id, course_id as course`,
  `update users set hidden_at = unixepoch() where id = ?1 and hidden_at is null`,
] as const;

/** Lets hidden player ?1's rounds show again, but for the cards hidden on their own. Answers the rounds it let back. */
export const UNHIDE_PLAYER_SQL = [
  `update scorecards set hidden_at = null
  where user_id = ?1 and hidden_at is not null
    and exists (select 1 from users as player where player.id = ?1 and player.hidden_at is not null)
    and not exists (select 1 from hidden_cards as hidden
      where hidden.user_id = scorecards.user_id and hidden.card_key = scorecards.card_key)
  returning id, course_id as course`,
  `update users set hidden_at = null where id = ?1`,
] as const;
