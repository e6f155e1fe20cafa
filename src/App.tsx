import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { PageLoading } from './components/PageLoading';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from './config';

/** Toasts start below the /main header (about 100 px tall on a phone and on a desktop). */
export const TOAST_TOP_PX = 112;
import { createAppRouter } from './routes';
import type { AppStore } from './store';
import { theme } from './theme';

/**
 * The global toast container (spec §2, §9): top-right, light theme, auto-close 5000 ms,
 * drag-to-dismiss at 80 %, paused on hover and when the window loses focus.
 */
export function AppToasts() {
  return (
    <ToastContainer
      position="top-right"
      theme="light"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      pauseOnHover
      pauseOnFocusLoss
      newestOnTop={false}
      closeOnClick
      // below the site header (brand, search and nav rows) so a toast never covers it (issue 16)
      style={{ top: TOAST_TOP_PX }}
    />
  );
}

export interface AppProps {
  store: AppStore;
  persistor: Persistor | null;
}

export default function App({ store, persistor }: AppProps) {
  const [router] = useState(createAppRouter);
  const tree = <RouterProvider router={router} />;
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} theme={theme}>
        <AntApp>
          {persistor ? (
            <PersistGate loading={<PageLoading />} persistor={persistor}>
              {tree}
            </PersistGate>
          ) : (
            tree
          )}
          <AppToasts />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
