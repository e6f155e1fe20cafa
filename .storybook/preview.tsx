import '@ant-design/v5-patch-for-react-19';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import type { Preview } from '@storybook/react-vite';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { theme } from '../src/theme';

dayjs.locale('zh-cn');

const preview: Preview = {
  decorators: [
    (Story) => (
      <ConfigProvider locale={zhCN} theme={theme}>
        <AntApp>
          <Story />
        </AntApp>
      </ConfigProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
