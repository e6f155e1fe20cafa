import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoading } from './components/PageLoading';
import { LazyFallback } from './components/LazyFallback';
import { ADMIN_ROLE } from './config';
import { rememberReturnPoint } from './lib/loginReturn';
import { notify } from './lib/toast';
import NotFound from './pages/NotFound/NotFound';
import { useAppSelector } from './store';

/**
 * The page modules of the screens a visitor lands on (issue 31). src/main.tsx loads the current
 * route's before React's first render (preloadRoute), so that render is the page itself, not the
 * loading placeholder: it replaces the static first paint with the same boxes.
 */
const loadFirstScreen = {
  Landing: () => import('./pages/Landing/Landing'),
  MainLayout: () => import('./pages/MainLayout/MainLayout'),
  Search: () => import('./pages/Search/Search'),
  BbsList: () => import('./pages/BbsList/BbsList'),
  BbsPost: () => import('./pages/BbsPost/BbsPost'),
  ResourceDetail: () => import('./pages/ResourceDetail/ResourceDetail'),
};

/** Loads the page modules of the route in `hash` (`#/main/bbs/list`) that are first screens; the rest load as before. */
export function preloadRoute(hash: string): Promise<unknown> {
  const path = hash.slice(1).split('?')[0] || '/';
  const l = loadFirstScreen;
  if (path === '/') return l.Landing();
  if (!path.startsWith('/main')) return Promise.resolve();
  const child = /^\/main\/?(index)?$/.test(path)
    ? l.Search
    : /^\/main\/bbs\/(list|filter)/.test(path)
      ? l.BbsList
      : path.startsWith('/main/bbs/post/')
        ? l.BbsPost
        : path.startsWith('/main/detail/')
          ? l.ResourceDetail
          : null;
  return Promise.all([l.MainLayout(), child?.()]);
}

/** Lazy pages (spec §2): each screen is its own chunk, shown behind a loading placeholder. */
const Landing = lazy(loadFirstScreen.Landing);
const MainLayout = lazy(loadFirstScreen.MainLayout);
const Login = lazy(() => import('./pages/Login/Login'));
const ProfileIndex = lazy(() => import('./pages/Profile/ProfileIndex'));
const Search = lazy(loadFirstScreen.Search);
const Latest = lazy(() => import('./pages/Latest/Latest'));
const FreeSearch = lazy(() => import('./pages/FreeSearch/FreeSearch'));
const Hot = lazy(() => import('./pages/Hot/Hot'));
const ResourceList = lazy(() => import('./pages/ResourceList/ResourceList'));
const ResourceDetail = lazy(loadFirstScreen.ResourceDetail);
const Share = lazy(() => import('./pages/Share/Share'));
const Classify = lazy(() => import('./pages/Profile/Classify'));
const Subscribe = lazy(() => import('./pages/Profile/Subscribe'));
const Register = lazy(() => import('./pages/Register/Register'));
const FindPass = lazy(() => import('./pages/FindPass/FindPass'));
const Sign = lazy(() => import('./pages/Sign/Sign'));
const ProfileUpdate = lazy(() => import('./pages/ProfileUpdate/ProfileUpdate'));
const ProfileCoin = lazy(() => import('./pages/ProfileCoin/ProfileCoin'));
const ProfileOrders = lazy(() => import('./pages/ProfileOrders/ProfileOrders'));
const ProfileMsg = lazy(() => import('./pages/ProfileMsg/ProfileMsg'));
const BbsList = lazy(loadFirstScreen.BbsList);
const BbsRank = lazy(() => import('./pages/BbsRank/BbsRank'));
const BbsPublish = lazy(() => import('./pages/BbsPublish/BbsPublish'));
const BbsPost = lazy(loadFirstScreen.BbsPost);
const MyArticles = lazy(() => import('./pages/Profile/MyArticles'));
const MyFavourites = lazy(() => import('./pages/Profile/MyFavourites'));
const GameLayout = lazy(() => import('./pages/Game/GameLayout'));
const GameHall = lazy(() => import('./pages/Game/GameHall'));
const GuessGame = lazy(() => import('./pages/Game/GuessGame'));
const EggGame = lazy(() => import('./pages/Game/EggGame'));
const GameStone = lazy(() => import('./pages/GameStone/GameStone'));
const GameBrag = lazy(() => import('./pages/GameBrag/GameBrag'));
const Taoke = lazy(() => import('./pages/Taoke/Taoke'));
const Movie = lazy(() => import('./pages/Movie/Movie'));
const Member = lazy(() => import('./pages/Member/Member'));
const ProfilePm = lazy(() => import('./pages/ProfilePm/ProfilePm'));
const ProfilePmThread = lazy(() => import('./pages/ProfilePm/ProfilePmThread'));

/**
 * Admin back office (issue 7): ProComponents pages, each its own lazy chunk; the public pages
 * never import them (tests/unit/admin-bundle.test.ts checks the build).
 */
const AdminLayout = lazy(() => import('./pages/Admin/AdminLayout'));
const AdminPages: Record<string, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./pages/Admin/Dashboard')),
  user: lazy(() => import('./pages/Admin/UserAdmin')),
  article: lazy(() => import('./pages/Admin/ArticleAdmin')),
  shareUnion: lazy(() => import('./pages/Admin/ShareUnionAdmin')),
  webSetting: lazy(() => import('./pages/Admin/WebSettingAdmin')),
  config: lazy(() => import('./pages/Admin/ConfigAdmin')),
  bbsCate: lazy(() => import('./pages/Admin/BbsCateAdmin')),
  netdiskCate: lazy(() => import('./pages/Admin/NetdiskCateAdmin')),
  hotkey: lazy(() => import('./pages/Admin/HotkeyAdmin')),
  bankey: lazy(() => import('./pages/Admin/BankeyAdmin')),
  cdKey: lazy(() => import('./pages/Admin/CdKeyAdmin')),
  inviteCode: lazy(() => import('./pages/Admin/InviteCodeAdmin')),
  audit: lazy(() => import('./pages/Admin/AuditAdmin')),
  pvpGame: lazy(() => import('./pages/Admin/PvpGameAdmin')),
  taoke: lazy(() => import('./pages/Admin/TaokeAdmin')),
  movie: lazy(() => import('./pages/Admin/MovieAdmin')),
  source: lazy(() => import('./pages/Admin/SourceAdmin')),
  report: lazy(() => import('./pages/Admin/ReportAdmin')),
};

/** antd's providers, a lazy chunk of their own (src/theme/AntdScope.tsx). */
const AntdScope = lazy(() => import('./theme/AntdScope'));

/**
 * Pages drawn without antd (issue 14, 31): they are not wrapped in AntdScope. The public pages a
 * visitor lands on — the first screens, free search, the forum list, a post, a resource, 最新收录,
 * 热门, 分类浏览, the game hall with its tools (my bets, seeds, verify) and every game under it:
 * 猜大小, 砸金蛋, 石头剪刀布 and 吹牛.
 */
const WITHOUT_ANTD = new Set<LazyExoticComponent<ComponentType>>([
  Landing, MainLayout, Search, FreeSearch, ResourceDetail, BbsList, BbsPost,
  // issue 31 item 3, the rest of the public pages
  Latest, Hot, ResourceList, GameLayout, GameHall, GuessGame, EggGame,
  // the PvP games: visitors see the open games before they sign in
  GameStone, GameBrag,
]);

/** A lazy page behind the loading placeholder; pages drawn with antd get its providers. */
function page(Component: LazyExoticComponent<ComponentType>): ReactNode {
  return (
    <Suspense fallback={<LazyFallback><PageLoading /></LazyFallback>}>
      {WITHOUT_ANTD.has(Component) ? (
        <Component />
      ) : (
        <AntdScope>
          <Component />
        </AntdScope>
      )}
    </Suspense>
  );
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

/**
 * `handle.redirect` marks a route that only redirects: the reachability test
 * (tests/e2e/ux-walk.test.ts) expects a link to every other route.
 */

/** The whole §2 route table. */
export const routes: RouteObject[] = [
  { path: '/', element: page(Landing) },
  {
    path: '/main',
    element: page(MainLayout),
    children: [
      { index: true, element: <Navigate to="/main/index" replace />, handle: { redirect: true } },
      { path: 'index', element: page(Search) },
      { path: 'latest', element: page(Latest) },
      { path: 'common', element: page(FreeSearch) },
      {
        path: 'game',
        element: page(GameLayout),
        children: [{ index: true, element: page(GameHall) }, { path: 'guess', element: page(GuessGame) }, { path: 'stone', element: page(GameStone) }, { path: 'egg', element: page(EggGame) }, { path: 'brag', element: page(GameBrag) }],
      },
      {
        path: 'bbs',
        children: [
          { path: 'sign', element: page(Sign) },
          { path: 'list', element: page(BbsList) },
          { path: 'list/:page', element: page(BbsList) },
          { path: 'publish', element: page(BbsPublish) },
          { path: 'rank', element: page(BbsRank) },
          { path: 'rank/:page', element: page(BbsRank) },
          { path: 'filter/:type/:id', element: page(BbsList) },
          { path: 'filter/:type/:id/:page', element: page(BbsList) },
          { path: 'post/:id', element: page(BbsPost) },
        ],
      },
      { path: 'list', element: page(ResourceList) },
      { path: 'detail/:id', element: page(ResourceDetail) },
      { path: 'user/:id', element: page(Member) },
      { path: 'share', element: page(Share) },
      { path: 'hot', element: page(Hot) },
      { path: 'taoke', element: page(Taoke) },
      { path: 'movie', element: page(Movie) },
    ],
  },
  { path: '/login', element: page(Login) },
  { path: '/find_pass', element: page(FindPass) },
  { path: '/register', element: page(Register) },
  {
    path: '/admin',
    element: <RequireAdmin>{page(AdminLayout)}</RequireAdmin>,
    children: [
      { index: true, element: page(AdminPages.dashboard) },
      ...Object.entries(AdminPages).map(([path, Component]) => ({ path, element: page(Component) })),
    ],
  },
  {
    path: '/profile',
    element: <RequireLogin>{page(MainLayout)}</RequireLogin>,
    children: [
      { index: true, element: page(ProfileIndex) },
      { path: 'articles', element: page(MyArticles) },
      { path: 'articles/:page', element: page(MyArticles) },
      { path: 'favourites', element: page(MyFavourites) },
      { path: 'msg', element: page(ProfileMsg) },
      { path: 'pm', element: page(ProfilePm) },
      { path: 'pm/:userId', element: page(ProfilePmThread) },
      { path: 'orders', element: page(ProfileOrders) },
      { path: 'classify', element: page(Classify) },
      { path: 'subscribe', element: page(Subscribe) },
      { path: 'coin', element: page(ProfileCoin) },
      { path: 'update', element: page(ProfileUpdate) },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** The route table under the app's <HashRouter> (App.tsx). */
export function AppRoutes() {
  const location = useLocation();
  // the page a login without an explicit return point comes back to (lib/loginReturn.ts)
  useEffect(() => rememberReturnPoint(location.pathname + location.search), [location.pathname, location.search]);
  return useRoutes(routes);
}
