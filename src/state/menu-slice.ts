import type { StateCreator } from 'zustand';

export interface MenuSlice {
  menuOpen: boolean;
  toggleMenu: () => void;
  closeMenu: () => void;
}

export const createMenuSlice: StateCreator<MenuSlice, [], [], MenuSlice> = (set) => ({
  menuOpen: false,
  toggleMenu: () => set((state) => ({ menuOpen: !state.menuOpen })),
  closeMenu: () => set({ menuOpen: false }),
});
