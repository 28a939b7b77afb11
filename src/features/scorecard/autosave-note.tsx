import { useEffect, useRef, useState } from 'react';
import type { SavedTo } from './use-round-sync';

/** The saving indicator shows for 500 ms after each change. */
const SAVED_FLASH_MS = 500;

const RESTING_TEXT: Record<SavedTo, string> = {
  device: 'Auto-saving on this device',
  account: 'Auto-saving to your account',
  retrying: 'Not saved yet – will retry',
};

/** 'Auto-saving...' for a moment after each change, then where the card is kept. */
export function AutosaveNote({ card, savedTo }: { card: unknown; savedTo: SavedTo }) {
  const [saving, setSaving] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSaving(true);
    const timer = setTimeout(() => setSaving(false), SAVED_FLASH_MS);
    return () => clearTimeout(timer);
  }, [card]);

  return <p className="text-center text-xs text-stone-600">{saving ? 'Auto-saving...' : RESTING_TEXT[savedTo]}</p>;
}
