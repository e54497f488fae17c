import { can } from '@lp/shared/permissions';
import { type ComponentType, lazy } from 'react';
import { type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../../components/RouteErrorPage.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { requireAbility } from '../auth/index.ts';

function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const BuilderLayout = page(() => import('./components/layout/BuilderLayout.tsx'), 'BuilderLayout');
const DashboardPage = page(() => import('./routes/DashboardPage.tsx'), 'DashboardPage');
const LibraryPage = page(() => import('./routes/LibraryPage.tsx'), 'LibraryPage');
const ContestsPage = page(() => import('./routes/ContestsPage.tsx'), 'ContestsPage');
const CourseStudioPage = page(() => import('./routes/CourseStudioPage.tsx'), 'CourseStudioPage');
const ProgramStudioPage = page(() => import('./routes/ProgramStudioPage.tsx'), 'ProgramStudioPage');
const ArticleStudioPage = page(() => import('./routes/ArticleStudioPage.tsx'), 'ArticleStudioPage');
const EditorPage = page(() => import('./routes/EditorPage.tsx'), 'EditorPage');
const TeamDesignPage = page(() => import('./routes/TeamDesignPage.tsx'), 'TeamDesignPage');
const UsersPage = page(() => import('./routes/UsersPage.tsx'), 'UsersPage');
const AccountPage = page(() => import('./routes/AccountPage.tsx'), 'AccountPage');
const TutorialsPage = page(() => import('./routes/TutorialsPage.tsx'), 'TutorialsPage');
const AnalyticsPage = page(() => import('./routes/AnalyticsPage.tsx'), 'AnalyticsPage');
const SocialPage = page(() => import('../social/index.ts'), 'SocialModerationPage');
const SavedReportsPage = page(() => import('../analytics/index.ts'), 'SavedReportsPage');
const HelpdeskPage = page(() => import('../helpdesk/index.ts'), 'HelpdeskAdminPage');

/**
 * SPEC §6: creators, admins and super admins build; a manager without a builder license gets the
 * reduced, read-only builder (SPEC §2). Everyone else sees the not-authorized page.
 */
export async function builderAccessLoader(args: LoaderFunctionArgs): Promise<null> {
  const user = useAuthStore.getState().user;
  const managerOnly = !can(user, 'builder.view') && can(user, 'manager.view');
  return requireAbility(managerOnly ? 'manager.view' : 'builder.view')(args);
}

/** The builder studio (SPEC §2 "Builder routes"), one lazily loaded tree under /builder. */
export const builderRoutes: RouteObject[] = [
  {
    path: 'builder',
    loader: builderAccessLoader,
    shouldRevalidate: () => true,
    element: <BuilderLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'tutorials', element: <TutorialsPage /> },
          { path: 'library', element: <LibraryPage /> },
          { path: 'contests', element: <ContestsPage /> },
          { path: 'analytics', element: <AnalyticsPage /> },
          { path: 'analytics/reports', element: <SavedReportsPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'social', element: <SocialPage /> },
          { path: 'helpdesk', element: <HelpdeskPage /> },
          { path: 'teamdesign', loader: requireAbility('builder.appDesign'), element: <TeamDesignPage /> },
          { path: 'courses/:id', element: <Navigate to="settings" replace /> },
          { path: 'courses/:id/:section', element: <CourseStudioPage /> },
          { path: 'contests/:id', element: <Navigate to="settings" replace /> },
          { path: 'contests/:id/:section', element: <CourseStudioPage /> },
          { path: 'programs/:id', element: <Navigate to="settings" replace /> },
          { path: 'programs/:id/:section', element: <ProgramStudioPage /> },
          { path: 'articles/:readerType/:id', element: <Navigate to="settings" replace /> },
          { path: 'articles/:readerType/:id/:section', element: <ArticleStudioPage /> },
          { path: 'editor/:readerType/:id/:breadcrumbs', element: <EditorPage /> },
        ],
      },
    ],
  },
];
