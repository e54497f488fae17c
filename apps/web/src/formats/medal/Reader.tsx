import { AwardScreen } from '../kit/award/AwardScreen.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Medal: an award screen; claiming it completes the deck and the server grants its points once. */
export function Reader(props: ReaderProps) {
  return <AwardScreen kind="medal" {...props} />;
}
