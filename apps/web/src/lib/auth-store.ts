import type { User } from '@lp/shared/users/index';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** SPEC §3 "Auth state" plus the path to return to after the next sign-in. */
export interface AuthState {
  isUserLoggedIn: boolean;
  token: string | null;
  user: User | null;
  redirectPath: string | null;
  login: (user: User, token: string) => void;
  logout: () => void;
  setToken: (token: string) => void;
  setUser: (user: User) => void;
  setRedirectPath: (path: string | null) => void;
}

export const signedOutState = { isUserLoggedIn: false, token: null, user: null, redirectPath: null } as const;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOutState,
      login: (user, token) => set({ isUserLoggedIn: true, user, token }),
      logout: () => set(signedOutState),
      setToken: (token) => set({ token }),
      setUser: (user) => set({ user }),
      setRedirectPath: (redirectPath) => set({ redirectPath }),
    }),
    {
      name: 'lp-auth',
      partialize: ({ isUserLoggedIn, token, user, redirectPath }) => ({
        isUserLoggedIn,
        token,
        user,
        redirectPath,
      }),
    },
  ),
);
