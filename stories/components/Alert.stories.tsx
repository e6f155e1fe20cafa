import { ExclamationCircleFilled } from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Alert } from '../../src/components/Alert';

const meta = { title: 'Primitives/Alert', component: Alert, args: { children: '网站正在维护升级，部分功能暂时无法使用。' } } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dark text on every background (info, success, warning, error): AA contrast, checked by axe. */
export const Types: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert type="info">提示：搜索结果来自网友分享。</Alert>
      <Alert type="success">复制成功</Alert>
      <Alert type="warning" title="网站维护中" icon={<ExclamationCircleFilled />}>
        部分功能暂时无法使用。
      </Alert>
      <Alert type="error" role="alert">
        加载失败：网络连接失败，请检查网络后重试
      </Alert>
    </div>
  ),
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('加载失败'),
};
export const Banner: Story = { args: { type: 'warning', banner: true, title: '网站维护中', icon: <ExclamationCircleFilled /> } };
export const Phone: Story = { args: { type: 'error', title: '加载失败' }, globals: mobileGlobals };
