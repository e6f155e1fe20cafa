import '@ant-design/v5-patch-for-react-19';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { buttonConfig, theme } from './index';

// antd's date pickers and calendars format with dayjs: Chinese month and week-day names
dayjs.locale('zh-cn');

/**
 * antd's providers (zh_CN locale, our theme, the App context for message/modal hooks) around a
 * page drawn with antd. The first screens — landing, the /main layout and search — are drawn
 * without antd (issue 14, ADR 0020), so the app shell does not mount this: routes.tsx wraps
 * every other page in it, as a lazy chunk loaded with the page. Storybook's preview mounts the
 * same providers around every story.
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={buttonConfig}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
