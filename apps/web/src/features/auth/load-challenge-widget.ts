/**
 * Loads the ALTCHA proof-of-work widget (its library is large): only when a form needs a solved
 * challenge, so neither the first screen nor the sign-in page carries it.
 */
export async function loadChallengeWidget() {
  return (await import('./components/ChallengeWidget.tsx')).ChallengeWidget;
}
