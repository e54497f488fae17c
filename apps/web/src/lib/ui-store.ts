import { DEFAULT_LANGUAGE, type Language } from '@lp/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Device-local preferences (SPEC §1: dark mode is a locally stored flag). */
export interface UiState {
  darkMode: boolean;
  language: Language;
  /** The team of the last team sign-in page visited (SPEC §6: multi-tenant without common login). */
  team: string | null;
  setDarkMode: (darkMode: boolean) => void;
  setLanguage: (language: Language) => void;
  setTeam: (team: string | null) => void;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      darkMode: false,
      language: DEFAULT_LANGUAGE,
      team: null,
      setDarkMode: (darkMode) => set({ darkMode }),
      setLanguage: (language) => set({ language }),
      setTeam: (team) => set({ team }),
    }),
    {
      name: 'lp-ui',
      partialize: ({ darkMode, language, team }) => ({ darkMode, language, team }),
    },
  ),
);

/** SPEC §4: toggling dark mode stores the flag and reloads the page. */
export function toggleDarkModeAndReload(): void {
  const { darkMode, setDarkMode } = useUiStore.getState();
  setDarkMode(!darkMode);
  window.location.reload();
}
