/** Programs as other features and the app use them (their pages are loaded by the router on their own). */
export { applyProgramStates } from './api/apply-program-states.ts';
export { ProgramCard } from './components/ProgramCard.tsx';
