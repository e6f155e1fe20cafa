import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { createAppStore } from './store';
import { installCssVariables } from './theme/cssVars';

installCssVariables();

const { store, persistor } = createAppStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);
