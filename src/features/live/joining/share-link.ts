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

/** Shares a game's link, or copies it where the device has no share sheet. */
export function shareLink(
  t: Translate<'live' | 'app'>,
  link: { url: string; title: string; text: string },
): Promise<void> {
  return shareOrCopyLink({
    ...link,
    copiedDescription: t('live.invite.copied'),
    copiedTitle: t('share.copied'),
    blocked: { title: t('share.blocked.title'), description: t('share.blocked.text', { url: link.url }) },
  });
}
