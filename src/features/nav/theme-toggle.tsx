import { Icon } from '@/shared/icons/icon';
import { useAppStore } from '@/state/store';
import { iconButtonClass } from './icon-button';

export function ThemeToggle() {
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? 'Switch to Light Mode' : 'Switch to Dark Mode';

  return (
    <button type="button" onClick={toggleTheme} title={label} aria-label={label} className={iconButtonClass}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} className="size-5" />
    </button>
  );
}
