/**
 * Renders a component as the app does, for a component test: in the page's language (English, or
 * German as `<html lang="de">` says), under a query client of its own with the app's defaults and
 * a router at `path`, and waits until the words it reads (`useT`, `useCardText`) have loaded.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render as renderInDom, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Language } from '../../domain/language';
import { createQueryClient } from '../lib/query-client';

const LOADING = 'Loading the words…';

export interface RenderOptions {
  language?: Language;
  /** The address the router starts at. */
  path?: string;
  queryClient?: QueryClient;
}

export async function render(
  ui: ReactNode,
  { language = 'en', path = '/', queryClient = createQueryClient() }: RenderOptions = {},
) {
  document.documentElement.lang = language;
  const user = userEvent.setup();
  const rendered = await act(async () =>
    renderInDom(ui, {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={<p>{LOADING}</p>}>{children}</Suspense>
          </MemoryRouter>
        </QueryClientProvider>
      ),
    }),
  );
  await waitFor(() => {
    if (screen.queryByText(LOADING)) throw new Error('The component is still loading its words');
  });
  return { ...rendered, user, queryClient };
}
