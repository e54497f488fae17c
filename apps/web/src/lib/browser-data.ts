/**
 * SPEC §8 "Clear Cache and Retry": empties local and session storage and the Cache Storage
 * caches, then reloads the page.
 */
export async function clearBrowserDataAndReload(reload: () => void = () => window.location.reload()) {
  localStorage.clear();
  sessionStorage.clear();
  try {
    if ('caches' in window) {
      const names = await window.caches.keys();
      await Promise.all(names.map((name) => window.caches.delete(name)));
    }
  } catch (error) {
    console.warn('Cache Storage could not be cleared', error);
  }
  reload();
}
