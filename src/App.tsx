import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import type { ToastContainerProps } from 'react-toastify';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { PageLoading } from './components/PageLoading';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from './config';
import { loadToasts } from './lib/toast';

/** Toasts start below the /main header (about 100 px tall on a phone and on a desktop). */
export const TOAST_TOP_PX = 112;
import { AppRoutes } from './routes';
import { MemberBadgesProvider } from './pages/memberBadges';
import type { AppStore } from './store';

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
  // below the site header (brand, search and nav rows) so a toast never covers it (issue 16)
  style: { top: TOAST_TOP_PX },
} satisfies ToastContainerProps;

/** react-toastify arrives after the first paint (lib/toast.ts); notices raised earlier wait for it. */
const ToastHost = lazy(() => loadToasts().then(({ ToastContainer }) => ({ default: () => <ToastContainer {...toastContainerProps} /> })));

export function AppToasts() {
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

export interface AppProps {
  store: AppStore;
  persistor: Persistor | null;
}

export default function App({ store, persistor }: AppProps) {
  // the declarative hash router: the app uses no loader, action or fetcher, and the data router
  // behind createHashRouter is ~11 KB gzip more on every first screen (issue 14)
  const tree = (
    <HashRouter>
      <MemberBadgesProvider>
        <AppRoutes />
      </MemberBadgesProvider>
    </HashRouter>
  );
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate loading={<PageLoading />} persistor={persistor}>
          {tree}
        </PersistGate>
      ) : (
        tree
      )}
      <AppToasts />
    </Provider>
  );
}
