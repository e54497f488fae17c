import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LOGOUT_PATH } from '../lib/session.ts';

/** The top bar's sign-out link. */
export function LogoutButton({
  label,
  visibleFrom,
}: {
  label: string;
  visibleFrom?: ButtonProps['visibleFrom'];
}) {
  return (
    <Button
      component={Link}
      to={LOGOUT_PATH}
      variant="subtle"
      color="gray"
      leftSection={<IconLogout size={18} aria-hidden />}
      visibleFrom={visibleFrom}
    >
      {label}
    </Button>
  );
}
