import { useCardText } from '../../lib/i18n/card-text';

/**
 * Opens 'Plan the evening' on a card with no plan yet. It is all of the plan the card's first
 * load carries: the plan itself loads when it is opened, or when the card already has one.
 */
export function PlanEveningButton({ onOpen, loading = false }: { onOpen?: () => void; loading?: boolean }) {
  return (
    <button type="button" className="btn-secondary w-full" aria-expanded={loading} disabled={loading} onClick={onOpen}>
      {useCardText()('Plan the evening')}
    </button>
  );
}
