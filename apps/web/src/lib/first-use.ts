import { useState } from 'react';

/** What each loader gave, kept for the page's life: a control mounted again (layout switch) has it at once. */
const loaded = new Map<() => Promise<unknown>, unknown>();

export interface FirstUse<T> {
  /** The module, once a first use has loaded it. */
  module: T | undefined;
  /** The stand-in was clicked before the module arrived: the real control opens at once. */
  clicked: boolean;
  /** The stand-in has the focus: the real control takes it over when it replaces the stand-in. */
  focused: boolean;
  /** The pointer is over the stand-in (a tooltip shows at once). */
  hovered: boolean;
  /** For the stand-in control: a pointer over it or a focus loads the module, a click also asks to open. */
  triggerProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: () => void;
    onPointerDown: () => void;
    onClick: () => void;
  };
}

/**
 * A top-bar control (menu, panel, suggestions, tooltip) whose code loads on first use rather than
 * with the page: until then a stand-in with the same look is shown. Pass a loader defined once at
 * module level (`const load = () => import('./X.tsx')`); a failed load is tried again on the next use.
 */
export function useFirstUse<T>(load: () => Promise<T>): FirstUse<T> {
  const [module, setModule] = useState(() => loaded.get(load) as T | undefined);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const start = () => {
    if (module !== undefined) return;
    load().then(
      (value) => {
        loaded.set(load, value);
        setModule(() => value);
      },
      () => setClicked(false),
    );
  };
  return {
    module,
    clicked,
    focused,
    hovered,
    triggerProps: {
      onPointerEnter: () => {
        setHovered(true);
        start();
      },
      onPointerLeave: () => setHovered(false),
      onFocus: () => {
        setFocused(true);
        start();
      },
      onBlur: () => setFocused(false),
      // A press counts as the click: when the control arrives between the press and the release,
      // the browser sends the click to neither the stand-in nor the control.
      onPointerDown: () => {
        setClicked(true);
        start();
      },
      onClick: () => {
        setClicked(true);
        start();
      },
    },
  };
}
