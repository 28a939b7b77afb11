import { formatToPar, parStatus, type ParStatus } from '../../../domain/scoring';
import type { Translate } from '../../lib/i18n/catalog-areas';

/** `pubgolf-scorecard-{timestamp}.png`, the timestamp in milliseconds. */
export function scorecardFileName(now: number = Date.now()): string {
  return `pubgolf-scorecard-${now}.png`;
}

/** `pubgolf-results-{timestamp}.png`, the timestamp in milliseconds as the scorecard's. */
export function resultsFileName(now: number = Date.now()): string {
  return `pubgolf-results-${now}.png`;
}

/** What a shared scorecard says beside the image: the score and where to play. */
export function shareText(t: Translate<'export'>, teamName: string, total: number): string {
  const team = teamName.trim();
  const score = formatToPar(total);
  const status = parStatusText(t, parStatus(total));
  return team ? t('export.share.team', { team, score, status }) : t('export.share.me', { score, status });
}

function parStatusText(t: Translate<'export'>, status: ParStatus): string {
  switch (status) {
    case 'ABOVE PAR':
      return t('export.share.abovePar');
    case 'BELOW PAR':
      return t('export.share.belowPar');
    case 'ON PAR':
      return t('export.share.onPar');
  }
}

/** WhatsApp's link for a message: it opens the app (or WhatsApp Web) with the text ready to send. */
export function whatsAppUrl(text: string, siteUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${siteUrl}`)}`;
}

/** Whether this device can hand the image itself to another app (phones mostly; few desktops). */
export function canShareFile(file: File): boolean {
  try {
    return typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true;
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

/** Opens the device's share sheet with the image. Closing the sheet is the player's choice, not a failure. */
export async function shareFile(
  file: File,
  text: string,
  siteUrl: string,
  title = 'Pub Golf scorecard',
): Promise<ShareOutcome> {
  try {
    await navigator.share({ files: [file], title, text: `${text} ${siteUrl}` });
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** Saves the file the way a download link would, without a link on the page. */
export function download(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
