/**
 * The shared user schema, with the full zod build it needs, downloaded on first use rather than
 * with the sign-in page. Start it with the request whose user it checks, so the download overlaps it.
 */
export function loadUserSchema() {
  return import('@lp/shared/users/user').then(({ userSchema }) => userSchema);
}
