import type { ReaderProps } from '../reader-props.ts';
import { AwardScreen } from './AwardScreen.tsx';

/** Badge: an award screen; claiming it completes the deck and the server grants its points once. */
export function Reader(props: ReaderProps) {
  return <AwardScreen kind="badge" {...props} />;
}
