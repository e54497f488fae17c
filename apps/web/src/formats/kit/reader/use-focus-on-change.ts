import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to the element holding the ref whenever `step` changes (not on the first
 * render): after Next or Submit, focus lands on the next question or the result instead of falling
 * to the page body (WCAG 2.4.3). The element needs tabIndex={-1}.
 */
export function useFocusOnChange<T extends HTMLElement>(step: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not read inside.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}
