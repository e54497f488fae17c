import { create } from 'zustand';

/** Why a token login failed: the server's message, or one of the SPEC §8 fallbacks. */
export type TokenLoginFailure = { message: string } | { reason: 'invalidToken' | 'authenticationFailed' };

interface TokenLoginState {
  failure: TokenLoginFailure | null;
  setFailure: (failure: TokenLoginFailure | null) => void;
}

/** Not persisted: the failure screen lasts until it is dismissed or the page reloads. */
export const useTokenLoginStore = create<TokenLoginState>()((set) => ({
  failure: null,
  setFailure: (failure) => set({ failure }),
}));
