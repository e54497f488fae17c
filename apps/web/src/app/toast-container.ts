// Loaded by Toasts.tsx with the first toast. A module of its own: the entry imports the package's
// index for the notifications store, and a dynamic import of that index would not be split off.
export { Notifications } from '@mantine/notifications';
