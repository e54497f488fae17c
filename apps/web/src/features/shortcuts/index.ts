/** SPEC §2 shortcut routes: /play/{identifier}/{name}, /goto/{section}, /comingsoon (loaded by the router). */

export { isMobileBuild, PortraitGate } from './PortraitGate.tsx';
export { ComingSoonPage } from './routes/ComingSoonPage.tsx';
export { GotoPage } from './routes/GotoPage.tsx';
export { PlayPage } from './routes/PlayPage.tsx';
