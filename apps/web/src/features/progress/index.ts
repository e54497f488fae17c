/** The learner's progress tracking: what other features and the app use of it. */

export { PreviewBadge } from '../../components/PreviewBadge.tsx';
export { usePreview, withPreview } from '../../lib/preview.ts';
export { PointsBadge } from './components/PointsBadge.tsx';
export { SyncButton, useSync } from './components/SyncButton.tsx';
export { onServerStates } from './push-queue.ts';
export { flushBeforeSignOut, startTracker } from './tracker-runtime.ts';
export { initialTrackerData, type KnownStates, useTrackerStore } from './tracker-store.ts';
export { type TrackedContent, useContentTracking } from './use-content-tracking.ts';
