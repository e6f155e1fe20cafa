import '@ant-design/v5-patch-for-react-19';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { createAppStore } from './store';
import { installCssVariables } from './theme/cssVars';

dayjs.locale('zh-cn');
installCssVariables();

const { store, persistor } = createAppStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);
