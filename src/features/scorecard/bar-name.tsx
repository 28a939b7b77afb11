import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Hole } from '../../../domain/holes';
import { useCardText } from '../../lib/i18n/card-text';
import { mapsSearchUrl } from './maps-link';

/**
 * A hole's bar: its name, opening a maps search for it in a new tab, cut to two lines. When the
 * name is cut, 'Whole name' beside the row's own controls (`children`) shows it whole, by a tap
 * or the keyboard, and cuts it again.
 */
export function BarName({ hole, children }: { hole: Hole & { barName: string }; children?: ReactNode }) {
  const text = useCardText();
  const link = useRef<HTMLAnchorElement>(null);
  const id = useId();
  const [whole, setWhole] = useState(false);
  const cut = useIsCut(link, hole.barName);
  const n = hole.holeNumber;
  const toggle =
    cut || whole ? (
      <button
        type="button"
        aria-expanded={whole}
        aria-controls={id}
        aria-label={text('Whole name of the bar for hole {n}', { n })}
        onClick={() => setWhole((shown) => !shown)}
        className="-ml-1 min-h-11 min-w-11 px-1 text-xs text-stone-600 underline hover:text-stone-900"
      >
        {text('Whole name')}
      </button>
    ) : null;
  return (
    <div className="flex min-w-0 flex-col items-start">
      <a
        ref={link}
        id={id}
        href={mapsSearchUrl(hole)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${whole ? '' : 'line-clamp-2'} max-w-full text-left text-sm leading-6 font-semibold break-words text-felt underline decoration-dotted underline-offset-2`}
        title={hole.barAddress ?? hole.barName}
      >
        {hole.barName}
      </a>
      {children || toggle ? (
        <div className="flex flex-wrap gap-x-2">
          {children}
          {toggle}
        </div>
      ) : null}
    </div>
  );
}

/** Whether the element's text is cut short by its line clamp, measured again whenever its size changes. */
function useIsCut(element: RefObject<HTMLElement | null>, content: string): boolean {
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const shown = element.current;
    if (!shown) return;
    const measure = () => {
      if (getComputedStyle(shown).webkitLineClamp === 'none') return;
      setCut(shown.scrollHeight > shown.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(shown);
    return () => observer.disconnect();
  }, [element, content]);
  return cut;
}
