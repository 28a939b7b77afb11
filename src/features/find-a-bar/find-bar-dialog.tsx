import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { SearchIcon } from '../../components/ui/icons';
import { toast } from '../../lib/toast-store';
import { plannedArrivals, type CrawlTiming } from '../../../domain/crawl-timing';
import type { Hole, HoleBar } from '../../../domain/holes';
import { BAR_QUERY_MAX_LENGTH, type BarSearchResult } from '../../../domain/places';
import { BarResult } from './bar-result';
import { searchBars } from './search-bars';
import { useDevicePosition } from './use-device-position';
import { useOnline } from '../../lib/use-online';
import { useT } from '../../lib/i18n/translate';

/** fetch rejects with a TypeError when no answer came back at all: no network, or none reachable. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

interface FindBarDialogProps {
  holeNumber?: number;
  onClose: () => void;
  onPick: (bar: HoleBar) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The card's plan: with it, each result says whether the bar will be open at the hole's planned time. */
  plan?: { timing: CrawlTiming; holes: readonly Hole[]; date: string } | undefined;
}

export default function FindBarDialog({ holeNumber, onClose, onPick, onCloseAutoFocus, plan }: FindBarDialogProps) {
  const device = useDevicePosition();
  const position = device === 'denied' ? null : device;
  const t = useT('bars');
  const online = useOnline();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const search = useMutation({
    mutationFn: (query: string) => searchBars(query, position),
    // A phone that claims a network but has none gets its answer (a failure) now, not a pause.
    networkMode: 'always',
    onError: (error) => {
      if (!isNetworkFailure(error))
        toast({
          title: t('bars.searchFailed.title'),
          description: t('bars.searchFailed.text'),
          variant: 'destructive',
        });
    },
  });
  const trimmed = text.trim();
  const results = search.data?.results;
  const offline = !online || (search.isError && isNetworkFailure(search.error));

  const arrivalMinutes =
    plan && holeNumber !== undefined ? plannedArrivals(plan.timing, plan.holes)[holeNumber - 1] : undefined;
  const arrival = plan && arrivalMinutes !== undefined ? { date: plan.date, minutes: arrivalMinutes } : undefined;

  const pickResult = (bar: BarSearchResult) =>
    onPick({
      barName: bar.name,
      barPlaceId: bar.placeId,
      barAddress: bar.address,
      barLocation: bar.location,
      barHours: bar.hours,
    });
  const pickTyped = () =>
    onPick({
      barName: trimmed,
      barPlaceId: undefined,
      barAddress: undefined,
      barLocation: undefined,
      barHours: undefined,
    });

  /** Arrow keys move between results (and back up to the search box); Enter picks. */
  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-result]') ?? [])];
    if (buttons.length === 0) return;
    event.preventDefault();
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') buttons[Math.min(current + 1, buttons.length - 1)]?.focus();
    else if (current <= 0) document.getElementById(inputId)?.focus();
    else buttons[current - 1]?.focus();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={holeNumber ? t('bars.titleForHole', { hole: holeNumber }) : t('bars.title')}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && online && !search.isPending) search.mutate(trimmed);
        }}
      >
        <input
          id={inputId}
          type="search"
          aria-label={t('bars.searchLabel')}
          placeholder={t('bars.placeholder')}
          className="field"
          maxLength={BAR_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onListKeyDown}
        />
        <button type="submit" className="btn-primary shrink-0" disabled={!trimmed || !online || search.isPending}>
          <SearchIcon />
          {search.isPending ? t('bars.searching') : t('bars.search')}
        </button>
      </form>
      <p className="mt-2 text-xs text-stone-500" aria-live="polite">
        {position ? t('bars.hint.near') : device === 'denied' ? t('bars.hint.noLocation') : t('bars.hint.search')}
      </p>

      <div className="mt-3 min-h-32" aria-busy={search.isPending}>
        {search.isPending ? (
          <p role="status" className="py-8 text-center text-stone-500">
            {t('bars.searchingBars')}
          </p>
        ) : offline && !results?.length ? (
          <div role="status" className="py-6 text-center">
            <p className="font-semibold text-stone-800">{t('bars.offline.title')}</p>
            <p className="mt-1 text-sm text-stone-600">{t('bars.offline.text')}</p>
          </div>
        ) : results === undefined ? (
          <p className="py-8 text-center text-stone-500">{t('bars.prompt')}</p>
        ) : results.length === 0 ? (
          <p role="status" className="py-8 text-center text-stone-500">
            {t('bars.none')}
          </p>
        ) : (
          <ul ref={listRef} aria-label={t('bars.found')} className="flex flex-col gap-1" onKeyDown={onListKeyDown}>
            {results.map((bar) => (
              <li key={bar.placeId}>
                <BarResult bar={bar} from={position} arrival={arrival} onPick={pickResult} />
              </li>
            ))}
          </ul>
        )}
        {results?.length && search.data?.attribution ? (
          <p className="mt-2 text-right text-xs text-stone-500">{search.data.attribution}</p>
        ) : null}
      </div>

      {trimmed ? (
        <button
          type="button"
          className={`${offline ? 'btn-primary' : 'btn-secondary'} mt-3 w-full`}
          onClick={pickTyped}
        >
          {t('bars.useTyped', { name: trimmed })}
        </button>
      ) : null}
    </Dialog>
  );
}
