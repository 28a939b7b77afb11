import { useLocation } from 'react-router';
import { ThemeSelect } from '../ui/theme-select';

/** Every page's foot carries the theme choice, guests' too; the account page has its own. */
export function ThemeFooter() {
  const { pathname } = useLocation();
  if (pathname === '/account') return null;
  return (
    <footer className="mx-auto flex max-w-3xl justify-center px-3 pt-2 pb-8">
      <ThemeSelect />
    </footer>
  );
}
