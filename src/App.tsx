import { lazy, Suspense, useEffect, type CSSProperties } from 'react';
import { Provider } from 'react-redux';
import { HashRouter, useLocation, useNavigate } from 'react-router-dom';
import type { ToastContainer, ToastContainerProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from './config';
import { loadToasts } from './lib/toast';
import { useIsMobile } from './lib/useIsMobile';
import { AppRoutes } from './routes';
import { MemberBadgesProvider } from './pages/memberBadges';
import type { AppStore } from './store';

/** Desktop toasts of the site start below the /main header (about 100 px tall). */
export const TOAST_TOP_PX = 112;
/**
 * The global toast container (spec §2, §9): top-right, light theme, auto-close 5000 ms,
 * drag-to-dismiss at 80 %, paused on hover and when the window loses focus.
 */
export const toastContainerProps = {
  position: 'top-right',
  theme: 'light',
  autoClose: TOAST_AUTO_CLOSE_MS,
  draggable: true,
  draggablePercent: TOAST_DRAG_PERCENT,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  newestOnTop: false,
  closeOnClick: true,
  // top containers start below the site header (brand, search and nav rows) so a toast never
  // covers it (issue 16); bottom ones keep clear of the home indicator. Set as react-toastify's own
  // variables, not as top/bottom: a toast keeps the position it was raised with, each position
  // has its own container, and one style on all of them pinned a top-right container to the top
  // AND the bottom when the page moved to the back office (toasts 400 px tall)
  style: { '--toastify-toast-top': `${TOAST_TOP_PX}px`, '--toastify-toast-bottom': 'max(12px, env(safe-area-inset-bottom))' } as CSSProperties,
} satisfies ToastContainerProps;

/**
 * Where the toasts go (issue 30: they stacked over the search box on phones and over the admin's
 * toolbar). The site on a desktop: top-right below the header, as the spec says. The back office
 * on a desktop: bottom-right — its pages have no top bar, and their toolbars (添加来源, 新增…) sit
 * at the top right, where two stacked toasts covered them. Phones: there is no "right" at 390 px
 * (react-toastify spans the width), and the top half holds the header, the search box and the
 * first results, so toasts sit at the bottom, above the home indicator, where the thumb can swipe
 * them away. ADR 0030. A burst (several saves, a failing poll) shows `limit` at a time — two on a
 * phone, three elsewhere — and the rest wait their turn.
 */
export function toastPlacement(mobile: boolean, admin: boolean): Pick<ToastContainerProps, 'position' | 'limit'> {
  if (mobile) return { position: 'bottom-center', limit: 2 };
  if (admin) return { position: 'bottom-right', limit: 3 };
  return { position: 'top-right', limit: 3 };
}

function PlacedToasts({ Container, admin }: { Container: typeof ToastContainer; admin: boolean }) {
  const mobile = useIsMobile();
  return <Container {...toastContainerProps} {...toastPlacement(mobile, admin)} />;
}

/** react-toastify arrives after the first paint (lib/toast.ts); notices raised earlier wait for it. */
const ToastHost = lazy(() =>
  loadToasts().then(({ ToastContainer }) => ({ default: ({ admin }: { admin: boolean }) => <PlacedToasts Container={ToastContainer} admin={admin} /> })),
);

/** The toast container; `admin` places it for the back office (toastPlacement). */
export function AppToasts({ admin = false }: { admin?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ToastHost admin={admin} />
    </Suspense>
  );
}

/** The app's toasts, placed by the route they are shown on (inside the router). */
function RoutedToasts() {
  const { pathname } = useLocation();
  return <AppToasts admin={pathname.startsWith('/admin')} />;
}

/**
 * The router catches up with the address once it listens (issue 31). The first render is a
 * transition (src/main.tsx): React yields while it renders, and an address change in that time —
 * the start-up user-info call answering 403 sends the visitor to #/login — happened before the
 * hash router listened for it, so the page stayed on the route it started with. After the first
 * commit (a passive effect, so the router's own listener is in place) the address wins.
 */
function FollowTheAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const address = window.location.hash.slice(1) || '/';
    if (address !== pathname + search) navigate(address, { replace: true });
    // once, on the first commit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export interface AppProps {
  store: AppStore;
}

/**
 * The app. The stored state is restored before it is rendered (src/main.tsx waits for
 * redux-persist instead of a PersistGate placeholder, so the first frame is the page: issue 31,
 * the static first paint).
 */
export default function App({ store }: AppProps) {
  // the declarative hash router: the app uses no loader, action or fetcher, and the data router
  // behind createHashRouter is ~11 KB gzip more on every first screen (issue 14)
  return (
    <Provider store={store}>
      <HashRouter>
        <FollowTheAddress />
        <MemberBadgesProvider>
          <AppRoutes />
        </MemberBadgesProvider>
        <RoutedToasts />
      </HashRouter>
    </Provider>
  );
}
