import { createContext, useContext } from 'react';

/**
 * Whether an editor shows what keeps its document from saving. The builder turns it on after the
 * author's first edit, so an untouched new quiz does not open with a list of errors; elsewhere
 * (tests, previews) the issues show at once.
 */
export const ContentIssuesVisible = createContext(true);

export const useContentIssuesVisible = (): boolean => useContext(ContentIssuesVisible);
