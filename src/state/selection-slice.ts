import type { StateCreator } from 'zustand';

export type CardSection = 'experience' | 'research' | 'projects';

export interface SelectionSlice {
  /** The open card of each section, or null. */
  selected: Record<CardSection, number | null>;
  /** Selects a card, or deselects it when it is already the selected one. */
  toggleCard: (section: CardSection, index: number) => void;
  clearSelection: (section: CardSection) => void;
}

export const createSelectionSlice: StateCreator<SelectionSlice, [], [], SelectionSlice> = (set) => ({
  selected: { experience: null, research: null, projects: null },
  toggleCard: (section, index) =>
    set((state) => ({
      selected: { ...state.selected, [section]: state.selected[section] === index ? null : index },
    })),
  clearSelection: (section) => set((state) => ({ selected: { ...state.selected, [section]: null } })),
});
