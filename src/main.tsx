import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import App from './App';
import { preloadRoute } from './routes';
import { createAppStore } from './store';
import { installCssVariables } from './theme/cssVars';

installCssVariables();

const { store, persistor } = createAppStore();

/** Resolves once redux-persist has restored the stored state (or given up after its timeout). */
function restored(p: Persistor | null): Promise<void> {
  if (!p || p.getState().bootstrapped) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = p.subscribe(() => {
      if (!p.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

/*
 * The first render (issue 31, ADR 0031 decision 29) waits for the restored state and the current
 * route's page module, and runs as a transition: React's first commit is then the page itself —
 * no PersistGate placeholder, no Suspense fallback (a lazy page whose module is already loaded
 * resolves while React yields) — and it replaces the static first paint that the build put in
 * #root with the same boxes. A page module that fails to load still renders (its fallback, then
 * the router's error) as before.
 */
void Promise.all([restored(persistor), preloadRoute(window.location.hash).catch(() => undefined)]).then(() => {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
});
