import { toast } from '../../components/ui/toast-store';

/** The link teams open to join: /play/{code} on this site. */
export function joinUrl(code: string, origin = window.location.origin): string {
  return `${origin}/play/${code}`;
}

/** The read-only board for friends at home or the bar's TV: /watch/{id} on this site. */
export function watchUrl(watchId: string, origin = window.location.origin): string {
  return `${origin}/watch/${watchId}`;
}

/**
 * The device's own share sheet where it has one; otherwise the link is copied. A share the
 * player cancels is left at that; one the device refuses falls back to copying.
 */
export async function shareLink({ url, title, text }: { url: string; title: string; text: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    // Missing outside a secure context (plain http on another host), so this throws there too.
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied!', description: 'Send it to the other teams so they can join.' });
  } catch {
    toast({
      title: "Couldn't copy the link",
      description: `Your browser blocked copying. Copy this link instead: ${url}`,
      variant: 'destructive',
    });
  }
}
