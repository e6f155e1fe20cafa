import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DiskIcon, DISK_TYPES } from '../../src/components/DiskIcon';
import { mobileGlobals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/DiskIcon',
  component: DiskIcon,
  args: { type: 'baidu', size: 32 },
  argTypes: { type: { control: 'select', options: [...DISK_TYPES] } },
} satisfies Meta<typeof DiskIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '百度网盘' })).toBeVisible();
  },
};

/** Every disk type with its Chinese name. */
export const AllTypes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {DISK_TYPES.map((t) => (
        <DiskIcon key={t} {...args} type={t} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(DISK_TYPES.length);
    await expect(canvas.getByRole('img', { name: '磁力链接' })).toBeVisible();
  },
};

export const Unknown: Story = { args: { type: 'no-such-disk' } };
export const Large: Story = { args: { type: '115', size: 48 } };
export const Mobile: Story = { args: { type: 'quark' }, globals: mobileGlobals };
