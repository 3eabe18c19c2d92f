import { useSyncExternalStore } from 'react';
import { cn } from '@/ui/cn';
import { useTexts } from '@/ui/language';
import { Icon } from '@/ui/icon';
import type { IconName } from '@/shared/icons/icon-names';
import { useAppStore } from '@/state/store';
import { iconButtonClass } from './icon-button';

// public/saved-preferences.js sets <html data-background="playing" | "paused"> before first paint; without
// JavaScript there is no animation and no attribute, and the control is not shown
const shownWithScript = '[html:not([data-background])_&]:hidden';
const whenPlaying = 'flex [html[data-background=paused]_&]:hidden';
const whenPaused = 'hidden [html[data-background=paused]_&]:flex';

const noSubscription = () => () => {};
/** False while React hydrates prerendered HTML (the server's view), true from then on (the search button's too). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function Face({
  icon,
  label,
  title,
  className,
}: {
  icon: IconName;
  label: string;
  title?: string;
  className?: string;
}) {
  return (
    <span title={title} className={cn('size-full items-center justify-center rounded-full', className)}>
      <Icon name={icon} className="size-[1.125rem]" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * Pauses and plays the animated background (WCAG 2.2.2). Its name says what a press will do. The
 * prerendered button holds both faces and CSS shows the one <html data-background> asks for, so the
 * page is right before hydration and hydrates without a mismatch; once hydrated, React renders the
 * one face the store holds.
 */
export function BackgroundToggle() {
  const paused = useAppStore((state) => state.backgroundPaused);
  const toggleBackground = useAppStore((state) => state.toggleBackground);
  const hydrated = useHydrated();
  const { pauseBackground, playBackground } = useTexts();
  const label = paused ? playBackground : pauseBackground;

  return (
    <button
      type="button"
      onClick={toggleBackground}
      title={hydrated ? label : undefined}
      data-background-toggle=""
      className={cn(iconButtonClass, shownWithScript)}
    >
      {hydrated ? (
        <Face icon={paused ? 'play' : 'pause'} label={label} className="flex" />
      ) : (
        <>
          <Face icon="pause" label={pauseBackground} title={pauseBackground} className={whenPlaying} />
          <Face icon="play" label={playBackground} title={playBackground} className={whenPaused} />
        </>
      )}
    </button>
  );
}
