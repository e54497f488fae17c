import { FOLDER_NAMESPACES } from './namespace-bundles.ts';
import { type Namespace, SERVER_ERRORS_NS } from './resources.ts';

/** Every namespace on disk, 'translation' first (for tests that walk them all). */
export const NAMESPACES: Namespace[] = ['translation', ...FOLDER_NAMESPACES, SERVER_ERRORS_NS];
