import { Dialog } from '../../components/ui/dialog';
import type { HolePatch } from '../scorecard/use-working-scorecard';

interface FindBarDialogProps {
  holeNumber?: number;
  onClose: () => void;
  onPick: (bar: HolePatch) => void;
}

export default function FindBarDialog({ holeNumber, onClose }: FindBarDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={holeNumber ? `Find a Bar for Hole ${holeNumber}` : 'Find a Bar'}
    >
      <p className="py-8 text-center text-stone-500">Enter a location to search for bars</p>
    </Dialog>
  );
}
