import { create } from 'zustand';
import { createBackgroundSlice, type BackgroundSlice } from './background-slice';
import { createThemeSlice, type ThemeSlice } from './theme-slice';

export type AppState = ThemeSlice & BackgroundSlice;

/** The one store shared by the DOM overlay and the particle renderers. Select single fields. */
export const useAppStore = create<AppState>()((...a) => ({
  ...createThemeSlice(...a),
  ...createBackgroundSlice(...a),
}));
