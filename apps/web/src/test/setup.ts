import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useTokenLoginStore } from '../features/auth/token-login-store.ts';
import { initialTrackerData, useTrackerStore } from '../features/progress/index.ts';
import { i18n, i18nReady } from '../i18n/i18n.ts';
import { NAMESPACES } from '../i18n/namespaces.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { useUiStore } from '../lib/ui-store.ts';

// A screen's first render loads its lazy route and the whole shell: give findBy/waitFor room on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks the browser APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom has no FontFaceSet; Mantine's inputs listen to document.fonts to re-measure after fonts load.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Translations load lazily in the app; tests start with every English namespace in place.
await i18nReady;
await i18n.loadNamespaces(NAMESPACES);

const initialUi = useUiStore.getState();

afterEach(() => {
  cleanup();
  // Stores and the loaders' query cache live as long as the test file: start each test afresh.
  useAuthStore.getState().logout();
  useUiStore.setState(initialUi, true);
  useTokenLoginStore.getState().setFailure(null);
  useTrackerStore.setState(initialTrackerData());
  notifications.clean();
  queryClient.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
