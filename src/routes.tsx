import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createHashRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PageLoading } from './components/PageLoading';
import { ADMIN_ROLE } from './config';
import { notify } from './lib/toast';
import NotFound from './pages/NotFound/NotFound';
import { useAppSelector } from './store';

/** Lazy pages (spec §2): each screen is its own chunk, shown behind a loading placeholder. */
const Landing = lazy(() => import('./pages/Landing/Landing'));
const MainLayout = lazy(() => import('./pages/MainLayout/MainLayout'));
const Login = lazy(() => import('./pages/Login/Login'));
const ProfileIndex = lazy(() => import('./pages/Profile/ProfileIndex'));

function page(Component: LazyExoticComponent<ComponentType>): ReactNode {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}

/**
 * A route of the §2 table whose page a later issue builds. Until its page module lands it
 * behaves as an unknown page (warning toast + home) rather than showing a stand-in screen.
 * To add a page: create src/pages/<Name>/<Name>.tsx (default export), declare
 * `const Name = lazy(() => import('./pages/<Name>/<Name>'))` above and replace `notBuilt()`
 * with `page(Name)` on its route.
 */
function notBuilt(): ReactNode {
  return <NotFound />;
}

export const MSG_ADMIN_ONLY = '您没有访问管理后台的权限';

/** Guard (spec §2, §6): anonymous visitors go to /login; the page they wanted is kept. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useAppSelector((s) => s.user.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

function AdminDenied() {
  useEffect(() => {
    notify.warning(MSG_ADMIN_ONLY);
  }, []);
  return <Navigate to="/" replace />;
}

/** Guard for /admin: anonymous → /login; signed in without the 'admin' role → home. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useAppSelector((s) => s.user.role);
  return <RequireLogin>{role === ADMIN_ROLE ? children : <AdminDenied />}</RequireLogin>;
}

const withPage = (path: string) => ({ path, element: notBuilt() });

/** The whole §2 route table. */
export const routes: RouteObject[] = [
  { path: '/', element: page(Landing) },
  {
    path: '/main',
    element: page(MainLayout),
    children: [
      { index: true, element: <Navigate to="/main/index" replace /> },
      withPage('index'),
      withPage('latest'),
      withPage('common'),
      {
        path: 'game',
        children: [{ index: true, element: notBuilt() }, withPage('guess'), withPage('stone'), withPage('egg'), withPage('brag')],
      },
      {
        path: 'bbs',
        children: [
          withPage('sign'),
          withPage('list'),
          withPage('list/:page'),
          withPage('publish'),
          withPage('rank'),
          withPage('rank/:page'),
          withPage('filter/:type/:id'),
          withPage('filter/:type/:id/:page'),
          withPage('post/:id'),
        ],
      },
      withPage('list'),
      withPage('detail/:id'),
      withPage('share'),
      withPage('hot'),
      withPage('taoke'),
      withPage('movie'),
    ],
  },
  { path: '/login', element: page(Login) },
  withPage('/find_pass'),
  withPage('/register'),
  {
    path: '/admin',
    element: <RequireAdmin>{page(MainLayout)}</RequireAdmin>,
    children: [
      { index: true, element: notBuilt() },
      ...['dashboard', 'bankey', 'bbsCate', 'cdKey', 'config', 'hotkey', 'inviteCode', 'netdiskCate', 'shareUnion', 'user', 'webSetting'].map(withPage),
    ],
  },
  {
    path: '/profile',
    element: <RequireLogin>{page(MainLayout)}</RequireLogin>,
    children: [
      { index: true, element: page(ProfileIndex) },
      withPage('articles'),
      withPage('articles/:page'),
      withPage('msg'),
      withPage('orders'),
      withPage('classify'),
      withPage('subscribe'),
      withPage('coin'),
      withPage('update'),
    ],
  },
  { path: '*', element: <NotFound /> },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
