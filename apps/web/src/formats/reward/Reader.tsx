import { AwardScreen } from '../kit/award/AwardScreen.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Reward: an award screen; claiming it completes the deck (a reward grants no points). */
export function Reader(props: ReaderProps) {
  return <AwardScreen kind="reward" {...props} />;
}
