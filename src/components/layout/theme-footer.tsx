import { useLocation } from 'react-router';
import { pageRouteOf, type PageRoute } from '../../../domain/page-routes';
import { LanguageSelect } from '../ui/language-select';
import { ThemeSelect } from '../ui/theme-select';

/** The account page has a theme and language choice of its own; the spectator board fills a TV screen, already dark. */
const WITHOUT_FOOT: ReadonlySet<PageRoute | undefined> = new Set(['/account', '/watch/:id']);

/** Every page's foot carries the theme and language choices, so guests can reach them too. */
export function ThemeFooter() {
  const { pathname } = useLocation();
  if (WITHOUT_FOOT.has(pageRouteOf(pathname))) return null;
  return (
    <footer className="mx-auto flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-3 px-3 pt-2 pb-8">
      <ThemeSelect />
      <LanguageSelect />
    </footer>
  );
}
