import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from '../../src/components/Tag';
import { presetTagColors } from '../../src/theme';

const meta = { title: 'Primitives/Tag', component: Tag, args: { children: '免费' } } satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dark text on every tint of the theme (axe checks the contrast). */
export const Colors: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Tag>默认</Tag>
      {Object.entries(presetTagColors).map(([name, c]) => (
        <Tag key={name} color={c}>
          {name === 'green' ? '有效' : name === 'red' ? '已失效' : name === 'gold' ? '10 金币' : '标签'}
        </Tag>
      ))}
    </div>
  ),
};
