import { create } from 'zustand';
import { createMenuSlice, type MenuSlice } from './menu-slice';
import { createSelectionSlice, type SelectionSlice } from './selection-slice';
import { createThemeSlice, type ThemeSlice } from './theme-slice';

export type AppState = ThemeSlice & SelectionSlice & MenuSlice;

/** The one store shared by the DOM overlay and the particle renderers. Select single fields. */
export const useAppStore = create<AppState>()((...a) => ({
  ...createThemeSlice(...a),
  ...createSelectionSlice(...a),
  ...createMenuSlice(...a),
}));
