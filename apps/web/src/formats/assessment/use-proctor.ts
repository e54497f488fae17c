import { useCallback, useEffect, useRef, useState } from 'react';

export interface ProctorCounts {
  tabSwitches: number;
  fullscreenExits: number;
}

/**
 * Proctor mode (deck setting "proctor"): asks for full screen and counts how often the learner
 * leaves the tab or full screen while `watching`; the counts go with the completion.
 */
export function useProctor(watching: boolean) {
  const [counts, setCounts] = useState<ProctorCounts>({ tabSwitches: 0, fullscreenExits: 0 });
  const wasFullscreen = useRef(false);

  useEffect(() => {
    if (!watching) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setCounts((c) => ({ ...c, tabSwitches: c.tabSwitches + 1 }));
    };
    const onFullscreen = () => {
      if (document.fullscreenElement) wasFullscreen.current = true;
      else if (wasFullscreen.current) {
        wasFullscreen.current = false;
        setCounts((c) => ({ ...c, fullscreenExits: c.fullscreenExits + 1 }));
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [watching]);

  const enterFullscreen = useCallback(async () => {
    try {
      await document.documentElement.requestFullscreen?.();
    } catch {
      // The browser may refuse (an iframe, a setting); the quiz still runs and leaving is counted.
    }
  }, []);

  const exitFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
  }, []);

  const reset = useCallback(() => setCounts({ tabSwitches: 0, fullscreenExits: 0 }), []);
  return { counts, enterFullscreen, exitFullscreen, reset };
}
