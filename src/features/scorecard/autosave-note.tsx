import { useEffect, useRef, useState } from 'react';
import { SyncStatus } from '../../components/ui/sync-status';
import { useCardText } from '../../lib/i18n/card-text';

/** The saving indicator shows for 500 ms after each change. */
const SAVED_FLASH_MS = 500;

/**
 * 'Auto-saving...' for a moment after each change; then, for a guest, that the card is kept on
 * this device, and for a member whether the round is on the server yet.
 */
export function AutosaveNote({ card, member }: { card: unknown; member: boolean }) {
  const [saving, setSaving] = useState(false);
  const first = useRef(true);
  const text = useCardText();

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
    <p className="text-center text-xs text-stone-600">
      {saving ? text('Auto-saving...') : member ? <SyncStatus /> : text('Auto-saving on this device')}
    </p>
  );
}
