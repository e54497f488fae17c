import { Text } from '@mantine/core';

interface Person {
  first_name: string;
  last_name: string;
  username: string;
  email?: string | null;
}

/** A person's full name, or the username when no name is known. */
export const displayName = (user: Person) => `${user.first_name} ${user.last_name}`.trim() || user.username;

/** A person in a list: the name, and under it the username (and the email when asked). */
export function UserName({ user, withEmail = false }: { user: Person; withEmail?: boolean }) {
  return (
    <>
      <Text fw={500}>{displayName(user)}</Text>
      <Text size="xs" c="dimmed">
        {user.username}
        {withEmail && user.email ? ` · ${user.email}` : ''}
      </Text>
    </>
  );
}
