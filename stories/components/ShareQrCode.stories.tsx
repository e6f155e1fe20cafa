import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ShareQrCode } from '../../src/components/ShareQrCode';

const meta = {
  title: 'Components/ShareQrCode',
  component: ShareQrCode,
  args: { url: 'https://pan.baidu.com/s/1santi4K?pwd=st01' },
} satisfies Meta<typeof ShareQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lazily loaded QR code of a share link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg')).not.toBeNull(), { timeout: 8000 });
  },
};
