import { DEFAULT_LANGUAGE, type Language } from '@lp/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Device-local preferences (SPEC §1: dark mode is a locally stored flag). */
export interface UiState {
  darkMode: boolean;
  language: Language;
  setDarkMode: (darkMode: boolean) => void;
  setLanguage: (language: Language) => void;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      darkMode: false,
      language: DEFAULT_LANGUAGE,
      setDarkMode: (darkMode) => set({ darkMode }),
      setLanguage: (language) => set({ language }),
    }),
    {
      name: 'lp-ui',
      partialize: ({ darkMode, language }) => ({ darkMode, language }),
    },
  ),
);

/** SPEC §4: toggling dark mode stores the flag and reloads the page. */
export function toggleDarkModeAndReload(): void {
  const { darkMode, setDarkMode } = useUiStore.getState();
  setDarkMode(!darkMode);
  window.location.reload();
}
