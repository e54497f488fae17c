import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireAbility } from '../auth/index.ts';

function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AdminPanelPage = page(() => import('./routes/AdminPanelPage.tsx'), 'AdminPanelPage');

/** SPEC §2 admin routes: the same screen at both paths, SuperAdmin and Admin only (else 403). */
export const adminRoutes: RouteObject[] = ['adminPanel', 'hotspotter'].map((path) => ({
  path,
  loader: requireAbility('adminPanel.view'),
  element: <AdminPanelPage />,
}));
