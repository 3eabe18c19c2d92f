/** Shared look of the round header buttons (menu, theme toggle). */
export const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-full text-fg-strong transition-colors hover:bg-card-hover';
