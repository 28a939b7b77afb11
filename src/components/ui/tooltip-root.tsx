import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { waitMs } from '../../lib/waits';

export default function TooltipRoot({ content, children }: { content: string; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={waitMs('hintOpens')}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="z-50 max-w-64 rounded-md bg-stone-900 px-3 py-1.5 text-xs text-white shadow"
          >
            {content}
            <RadixTooltip.Arrow className="fill-stone-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
