import { UsersAdminSection } from '../../users/index.ts';

/** The team's people: search, edit, create and enrol, import (the same screen as /builder/users). */
export function UsersSection() {
  return <UsersAdminSection />;
}
