/** The signed-in user's profile as the app shell and the builder use it. */
export { type UpdateSelfInput, useUpdateSelf } from './api/update-self.ts';
export { UserAvatar } from './components/UserAvatar.tsx';
