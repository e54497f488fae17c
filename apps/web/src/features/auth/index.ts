/** Sign-in as the app shell, the router and the builder use it (the sign-in pages are loaded by the router). */

export { TermsAcceptance } from './components/TermsAcceptance.tsx';
export { TokenLoginFailedPage } from './components/TokenLoginFailedPage.tsx';
export {
  redirectSignedInHomeLoader,
  redirectSignedInLoader,
  requireAbility,
  requireSessionLoader,
} from './guards.ts';
/** The ALTCHA proof-of-work widget, for other forms that need a solved challenge (the helpdesk). */
export { loadChallengeWidget } from './load-challenge-widget.ts';
export { RESET_PASSWORD_PATH, tokenLoginLoader } from './token-login.ts';
export { useTokenLoginStore } from './token-login-store.ts';
