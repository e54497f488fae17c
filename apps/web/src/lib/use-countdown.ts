import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that `restart(seconds)` starts; 0 when it has run out. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback((seconds: number) => setSecondsLeft(Math.max(0, Math.ceil(seconds))), []);
  return { secondsLeft, restart };
}
