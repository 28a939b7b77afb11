import { useLocation } from 'react-router';
import { pageRouteOf, type PageRoute } from '../../domain/page-routes';
import { ThemeSelect } from '../ui/theme-select';

/** The account page has a theme choice of its own; the spectator board fills a TV screen, already dark. */
const WITHOUT_FOOT: ReadonlySet<PageRoute | undefined> = new Set(['/account', '/watch/:id']);

/** Every page's foot carries the theme choice, so guests can reach it too. */
export function ThemeFooter() {
  const { pathname } = useLocation();
  if (WITHOUT_FOOT.has(pageRouteOf(pathname))) return null;
  return (
    <footer className="mx-auto flex max-w-3xl justify-center px-3 pt-2 pb-8">
      <ThemeSelect />
    </footer>
  );
}
