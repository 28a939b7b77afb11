/**
 * After Find a Bar, focus returns to the hole's bar control (Change or Add Bar in its row),
 * which a pick has just replaced, so Radix's own return to the trigger would find nothing.
 */
export function focusBarControl(event: Event, holeNumber: number): void {
  const target = document.querySelector<HTMLElement>(
    `[data-change-bar="${holeNumber}"], [data-add-bar="${holeNumber}"]`,
  );
  if (!target) return;
  event.preventDefault();
  target.focus();
}
