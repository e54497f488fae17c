import { DEFAULT_LANGUAGE, type Language } from '@lp/shared/constants';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Device-local preferences (SPEC §1: dark mode is a locally stored flag). */
export interface UiState {
  darkMode: boolean;
  language: Language;
  /** The team of the last team sign-in page visited (SPEC §6: multi-tenant without common login). */
  team: string | null;
  /** The stored team signs in on its own page only (multi-tenant without common login). */
  teamLoginOnly: boolean;
  setDarkMode: (darkMode: boolean) => void;
  setLanguage: (language: Language) => void;
  setTeam: (team: string | null, teamLoginOnly?: boolean) => void;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      darkMode: false,
      language: DEFAULT_LANGUAGE,
      team: null,
      teamLoginOnly: false,
      setDarkMode: (darkMode) => set({ darkMode }),
      setLanguage: (language) => set({ language }),
      setTeam: (team, teamLoginOnly = false) => set({ team, teamLoginOnly }),
    }),
    {
      name: 'lp-ui',
      partialize: ({ darkMode, language, team, teamLoginOnly }) => ({
        darkMode,
        language,
        team,
        teamLoginOnly,
      }),
    },
  ),
);

/** SPEC §4: toggling dark mode stores the flag and reloads the page. */
export function toggleDarkModeAndReload(): void {
  const { darkMode, setDarkMode } = useUiStore.getState();
  setDarkMode(!darkMode);
  window.location.reload();
}
