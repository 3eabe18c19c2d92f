import { FaMoon, FaSun } from 'react-icons/fa6';
import { useAppStore } from '@/state/store';
import { iconButtonClass } from './icon-button';

export function ThemeToggle() {
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? 'Switch to Light Mode' : 'Switch to Dark Mode';

  return (
    <button type="button" onClick={toggleTheme} title={label} aria-label={label} className={iconButtonClass}>
      {theme === 'dark' ? <FaSun aria-hidden="true" className="size-5" /> : <FaMoon aria-hidden="true" className="size-5" />}
    </button>
  );
}
