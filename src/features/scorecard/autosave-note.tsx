import { useEffect, useRef, useState } from 'react';

/** The saving indicator shows for 500 ms after each change. */
const SAVED_FLASH_MS = 500;

/** 'Auto-saving...' while a change is being kept, then where the card lives. */
export function AutosaveNote({ card }: { card: unknown }) {
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

  return (
    <p className="text-center text-xs text-stone-600">{saving ? 'Auto-saving...' : 'Auto-saving on this device'}</p>
  );
}
