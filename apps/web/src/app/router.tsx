import { CONFIRM_EMAIL_PATH } from '@lp/shared/sign-in';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { RouteErrorPage } from '../components/RouteErrorPage.tsx';
import { adminRoutes } from '../features/admin/index.ts';
import {
  RESET_PASSWORD_PATH,
  redirectSignedInHomeLoader,
  redirectSignedInLoader,
  requireAbility,
  requireSessionLoader,
  tokenLoginLoader,
} from '../features/auth/index.ts';
import { builderRoutes } from '../features/builder/index.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { RootLayout } from './RootLayout.tsx';

/** A screen loaded on first visit: `page(() => import('./X.tsx'), 'X')`. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The signed-in shell (top bar, menus, notifications): the sign-in pages do not carry it.
const AppLayout = page(() => import('./shell/AppLayout.tsx'), 'AppLayout');
const LoginPage = page(() => import('../features/auth/routes/LoginPage.tsx'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/routes/RegisterPage.tsx'), 'RegisterPage');
const GuestLoginPage = page(() => import('../features/auth/routes/GuestLoginPage.tsx'), 'GuestLoginPage');
const ForgotPasswordPage = page(
  () => import('../features/auth/routes/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('../features/auth/routes/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
const PutCodePage = page(() => import('../features/auth/routes/PutCodePage.tsx'), 'PutCodePage');
const ConfirmEmailPage = page(
  () => import('../features/auth/routes/ConfirmEmailPage.tsx'),
  'ConfirmEmailPage',
);
const RegisteredPage = page(() => import('../features/auth/routes/RegisteredPage.tsx'), 'RegisteredPage');
const SetPasswordPage = page(() => import('../features/auth/routes/SetPasswordPage.tsx'), 'SetPasswordPage');
const LogoutPage = page(() => import('../features/auth/routes/LogoutPage.tsx'), 'LogoutPage');
const HomeRoute = page(() => import('../features/home/routes/HomePage.tsx'), 'HomeRoute');
const LibraryPage = page(() => import('../features/content/library/routes/LibraryPage.tsx'), 'LibraryPage');
const CoursePage = page(() => import('../features/content/courses/routes/CoursePage.tsx'), 'CoursePage');
const CourseExplorePage = page(
  () => import('../features/content/courses/routes/CoursePage.tsx'),
  'CourseExplorePage',
);
const DeckPlayerPage = page(
  () => import('../features/content/courses/routes/DeckPlayerPage.tsx'),
  'DeckPlayerPage',
);
const ProgramPage = page(() => import('../features/content/programs/routes/ProgramPage.tsx'), 'ProgramPage');
const IsolatedProgramPage = page(
  () => import('../features/content/programs/routes/ProgramPage.tsx'),
  'IsolatedProgramPage',
);
const ProgramListingPage = page(
  () => import('../features/content/programs/routes/ProgramListingPage.tsx'),
  'ProgramListingPage',
);
const ArticleReaderPage = page(
  () => import('../features/content/articles/routes/ArticleReaderPage.tsx'),
  'ArticleReaderPage',
);

const SearchPage = page(() => import('../features/content/discovery/routes/SearchPage.tsx'), 'SearchPage');
const TagPage = page(() => import('../features/content/discovery/routes/TagPage.tsx'), 'TagPage');
const FavoritesPage = page(
  () => import('../features/content/discovery/routes/FavoritesPage.tsx'),
  'FavoritesPage',
);
const EditProfilePage = page(
  () => import('../features/profile/routes/EditProfilePage.tsx'),
  'EditProfilePage',
);

const SocialFeedPage = page(() => import('../features/social/routes/SocialFeedPage.tsx'), 'SocialFeedPage');
const SocialPostPage = page(() => import('../features/social/routes/SocialPostPage.tsx'), 'SocialPostPage');
const LeaderboardPage = page(
  () => import('../features/gamification/routes/LeaderboardPage.tsx'),
  'LeaderboardPage',
);
const IsolatedLeaderboardPage = page(
  () => import('../features/gamification/routes/LeaderboardPage.tsx'),
  'IsolatedLeaderboardPage',
);
const RewardsPage = page(() => import('../features/gamification/routes/RewardsPage.tsx'), 'RewardsPage');
const IsolatedRewardsPage = page(
  () => import('../features/gamification/routes/RewardsPage.tsx'),
  'IsolatedRewardsPage',
);
const ReportsPage = page(() => import('../features/gamification/routes/ReportsPage.tsx'), 'ReportsPage');
const ContestsPage = page(() => import('../features/gamification/routes/ContestsPage.tsx'), 'ContestsPage');
const ManagerPage = page(() => import('../features/manager/routes/ManagerPage.tsx'), 'ManagerPage');
const HelpdeskPage = page(() => import('../features/helpdesk/index.ts'), 'HelpdeskPage');
const PlayPage = page(() => import('../features/shortcuts/routes/PlayPage.tsx'), 'PlayPage');
const GotoPage = page(() => import('../features/shortcuts/routes/GotoPage.tsx'), 'GotoPage');
const ComingSoonPage = page(
  () => import('../features/shortcuts/routes/ComingSoonPage.tsx'),
  'ComingSoonPage',
);
const ClientDashboardPage = page(() => import('../features/clients/index.ts'), 'ClientDashboardPage');
const VerifyCertificatePage = page(
  () => import('../features/certificates/routes/VerifyCertificatePage.tsx'),
  'VerifyCertificatePage',
);

/** Needs a valid, unexpired token; checked again on every navigation (SPEC §4). */
const protectedRoute = { loader: requireSessionLoader, shouldRevalidate: () => true } as const;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    // A `token` query parameter on any route signs in with it first (SPEC §2 "Token login").
    loader: tokenLoginLoader,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // Public only (SPEC §2): a signed-in visitor is sent on.
            loader: redirectSignedInLoader,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: ':team/login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
              { path: ':team/register', element: <RegisterPage /> },
              { path: 'guest/login', element: <GuestLoginPage /> },
              { path: ':team/guest/login', element: <GuestLoginPage /> },
              { path: 'forgot', element: <ForgotPasswordPage /> },
            ],
          },
          { path: 'putCode', loader: redirectSignedInHomeLoader, element: <PutCodePage /> },
          // The mailed reset link works whether or not someone is signed in on this device.
          { path: RESET_PASSWORD_PATH, element: <ResetPasswordPage /> },
          // So does the link that confirms a registration's email address.
          { path: CONFIRM_EMAIL_PATH, element: <ConfirmEmailPage /> },
          // Anyone may check a certificate's verification id, signed in or not.
          { path: 'verify/:id', element: <VerifyCertificatePage /> },
          // One content item in the player; a shared article opens without signing in (SPEC §2).
          { path: 'play/:identifier/:name?', element: <PlayPage /> },
        ],
      },
      // Every sign-up lands here, learners too, so it needs a session but not the builder ability.
      { ...protectedRoute, children: [{ path: 'builder/registered', element: <RegisteredPage /> }] },
      {
        // A program without the shell, for embedding (SPEC §2).
        ...protectedRoute,
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'programs/:programId/isolated', element: <IsolatedProgramPage /> },
          // The leaderboard and rewards without the shell (SPEC §2 /view/*).
          { path: 'view/leaderboard', element: <IsolatedLeaderboardPage /> },
          { path: 'view/rewards', element: <IsolatedRewardsPage /> },
        ],
      },
      {
        ...protectedRoute,
        element: <AppLayout />,
        children: [
          {
            // Errors of a screen (a 403 from requireAbility included) show inside the shell.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: 'setpass', element: <SetPasswordPage /> },
              { path: 'logout', element: <LogoutPage /> },
              { path: 'library', element: <LibraryPage /> },
              { path: 'search', element: <SearchPage /> },
              { path: 'tags/:name', element: <TagPage /> },
              { path: 'favorites', element: <FavoritesPage /> },
              { path: 'editProfile/:isolated?', element: <EditProfilePage /> },
              // The learning center is the library until its own screen exists.
              { path: 'learningcenter', element: <LibraryPage /> },
              { path: 'courses/:courseId', element: <CoursePage /> },
              { path: 'c/:courseIdentifier', element: <CoursePage /> },
              { path: 'explore/:courseId', element: <CourseExplorePage /> },
              { path: 'e/:courseIdentifier', element: <CourseExplorePage /> },
              { path: 'courses/:courseId/decks/:deckId', element: <DeckPlayerPage /> },
              { path: 'programs/listing', element: <ProgramListingPage /> },
              { path: 'app/leaderboard', element: <LeaderboardPage /> },
              { path: 'social', element: <SocialFeedPage /> },
              { path: 'social/:postId', element: <SocialPostPage /> },
              { path: 'app/rewards', element: <RewardsPage /> },
              { path: 'app/reports', element: <ReportsPage /> },
              { path: 'app/helpdesk', element: <HelpdeskPage /> },
              { path: 'goto/:section', element: <GotoPage /> },
              { path: 'comingsoon', element: <ComingSoonPage /> },
              { path: 'clients/ekart/dashboard', element: <ClientDashboardPage /> },
              { path: 'contests', element: <ContestsPage /> },
              // SPEC §2 /manager: managers only; anyone else sees the not-authorized page.
              { path: 'manager', loader: requireAbility('manager.view'), element: <ManagerPage /> },
              ...adminRoutes,
              { path: 'programs/:programId', element: <ProgramPage /> },
              { path: 'content/:readerType/:articleIdentifier', element: <ArticleReaderPage /> },
              // Ranked below every path with a fixed segment; anything not a reader type is not found.
              { path: ':readerType/:articleIdentifier', element: <ArticleReaderPage /> },
            ],
          },
        ],
      },
      // The builder studio (SPEC §2 builder routes): its own layout, lazily loaded screens.
      ...builderRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
