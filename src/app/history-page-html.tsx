/**
 * A member's /history as the app's first render paints it, for the Worker to serve in the page's
 * HTML (worker/pages.ts): the header, the title and the first page of rounds with what each can
 * do, from the components the page renders (`LoadedRounds` in its `SubPage`), in the reader's
 * language, dates in their locale and time zone. The app starts from the same page of rounds
 * (src/features/rounds/painted-history.ts), so it replaces this with the same list in the same
 * place. What it imports touches no browser global until it renders.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { HistoryPageData } from '../../domain/history-page';
import type { Language } from '../../domain/language';
import { SubPage } from '../components/layout/sub-page';
import { HISTORY_AREAS } from '../features/rounds/history-words';
import { LoadedRounds } from '../features/rounds/round-history';
import { renderShellsIn } from '../lib/i18n/painted-text';
import { renderOnServerIn, type ServerReader } from '../lib/i18n/page-language';
import { messagesOf, useT } from '../lib/i18n/translate';
import { createQueryClient } from '../lib/query-client';

const nothing = () => undefined;

/** The page's HTML in #root for the member's first page of rounds. */
export async function historyPageHtml(
  { history }: HistoryPageData,
  language: Language,
  reader: ServerReader,
): Promise<string> {
  const [frame] = await Promise.all([
    messagesOf(language, ['frame']),
    ...HISTORY_AREAS.map((areas) => messagesOf(language, areas)),
  ]);
  // The render is synchronous: no other request's render comes between these and it.
  renderShellsIn(language, frame);
  renderOnServerIn(language, reader);
  return renderToStaticMarkup(
    // Its delete buttons' hooks ask for a client; nothing is asked for on the server.
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location="/history">
        <PaintedHistory history={history} />
      </StaticRouter>
    </QueryClientProvider>,
  );
}

function PaintedHistory({ history }: HistoryPageData) {
  const t = useT('history');
  return (
    <SubPage title={t('history.title')}>
      <LoadedRounds
        userId={history.user.id}
        rounds={history.rounds}
        total={history.total}
        onExport={nothing}
        hasMore={history.next !== null}
        pending={false}
        failed={false}
        onLoadMore={nothing}
        waiting
      />
    </SubPage>
  );
}
