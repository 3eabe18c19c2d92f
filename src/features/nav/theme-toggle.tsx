import { useTexts } from '@/ui/language';
import { Icon } from '@/ui/icon';
import { useAppStore } from '@/state/store';
import { iconButtonClass } from './icon-button';

export function ThemeToggle() {
  const texts = useTexts();
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? texts.lightMode : texts.darkMode;

  return (
    <button type="button" onClick={toggleTheme} title={label} aria-label={label} className={iconButtonClass}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} className="size-5" />
    </button>
  );
}
