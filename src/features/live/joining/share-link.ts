import { gameCodeSchema } from '../../../../domain/game-protocol';
import type { Translate } from '../../../lib/i18n/catalog-areas';
import { shareOrCopyLink } from '../../../lib/share-or-copy-link';

/** The link teams open to join: /play/{code} on this site. */
export function joinUrl(code: string, origin = window.location.origin): string {
  return `${origin}/play/${code}`;
}

/** The read-only board for friends at home or the bar's TV: /watch/{id} on this site. */
export function watchUrl(watchId: string, origin = window.location.origin): string {
  return `${origin}/watch/${watchId}`;
}

/**
 * The spectator board for the bar's TV, which shows the join code to the room. The code rides in
 * the link's fragment, which never reaches the server: the spectator id alone still leads to no code.
 */
export function tvUrl(watchId: string, code: string, origin = window.location.origin): string {
  return `${watchUrl(watchId, origin)}#join=${code}`;
}

/** The join code a TV link carries in its fragment (`#join=…`), or null. */
export function joinCodeInLink(hash: string): string | null {
  const code = gameCodeSchema.safeParse(/^#join=(.*)$/.exec(hash)?.[1]);
  return code.success ? code.data : null;
}

/** Shares a game's link, or copies it where the device has no share sheet. */
export function shareLink(t: Translate<'join'>, link: { url: string; title: string; text: string }): Promise<void> {
  return shareOrCopyLink({
    ...link,
    copiedDescription: t('live.invite.copied'),
    copiedTitle: t('live.invite.copiedTitle'),
    blocked: { title: t('live.invite.blockedTitle'), description: t('live.invite.blockedText', { url: link.url }) },
  });
}
