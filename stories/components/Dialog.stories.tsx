import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Button } from '../../src/components/Button';
import { Dialog } from '../../src/components/Dialog';

function Demo({ placement = 'center', startOpen = false }: { placement?: 'center' | 'drawer'; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={placement === 'drawer' ? '导航菜单' : '确认删除'}
        placement={placement}
        footer={
          placement === 'center' ? (
            <>
              <Button onClick={() => setOpen(false)}>取消</Button>
              <Button variant="primary" onClick={() => setOpen(false)}>
                删除
              </Button>
            </>
          ) : undefined
        }
      >
        {placement === 'drawer' ? <a href="#/main/index">资源搜索</a> : <p style={{ margin: 0 }}>删除后无法恢复，确定删除这条订阅吗？</p>}
      </Dialog>
    </>
  );
}

const meta = { title: 'Primitives/Dialog', component: Demo, parameters: { screenshot: { fullPage: true } } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A native modal dialog: named by its title, Escape closes it and focus returns to the opener. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: '打开' });
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog', { name: '确认删除' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
export const Open: Story = { args: { startOpen: true } };
export const DrawerPhone: Story = { args: { placement: 'drawer', startOpen: true }, globals: mobileGlobals };
