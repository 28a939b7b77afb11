import { toast } from './toast-store';

interface LinkToShare {
  url: string;
  title: string;
  text: string;
  /** The toast's line under 'Link copied!': who the link is for. */
  copiedDescription: string;
  /** The toasts' own words in the page's language; English by default. */
  copiedTitle?: string;
  blocked?: { title: string; description: string };
}

/**
 * The device's own share sheet where it has one; otherwise the link is copied. A share the
 * player cancels is left at that; one the device refuses falls back to copying.
 */
export async function shareOrCopyLink({
  url,
  title,
  text,
  copiedDescription,
  copiedTitle = 'Link copied!',
  blocked = {
    title: "Couldn't copy the link",
    description: `Your browser blocked copying. Copy this link instead: ${url}`,
  },
}: LinkToShare): Promise<void> {
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
    toast({ title: copiedTitle, description: copiedDescription });
  } catch {
    toast({ ...blocked, variant: 'destructive' });
  }
}
