import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { SearchSuggestBox } from '../../src/components/SearchSuggestBox';

const suggestions = [
  { text: '三体全集', kind: 'hot' as const },
  { text: '三体 电视剧 全30集 4K', kind: 'title' as const },
  { text: '三国演义 央视版', kind: 'title' as const },
];

const meta = {
  title: 'Components/SearchSuggestBox',
  component: SearchSuggestBox,
  args: { value: '', onChange: fn(), onSearch: fn(), onClearHistory: fn() },
  decorators: [(Story) => <div style={{ minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof SearchSuggestBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Suggestions open for 1 character (the typed prefix in bold). */
export const SuggestionsOpen: Story = {
  args: { value: '三', suggestions, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

/** ↓ ↓ Enter searches the second entry. */
export const Keyboard: Story = {
  args: { value: '三', suggestions, defaultOpen: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: '资源关键词' });
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('三体 电视剧 全30集 4K');
  },
};

/** Esc closes the list (aria-expanded false); ↓ opens it again. */
export const EscapeCloses: Story = {
  args: { value: '三', suggestions, defaultOpen: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: '资源关键词' });
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', canvas.getByRole('listbox', { name: '搜索建议' }).id);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(canvas.getAllByRole('option')[0].id));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(3));
  },
};

/** The empty box offers my history; 清除搜索历史 clears it. */
export const HistoryOpen: Story = {
  args: { history: ['庆余年 第二季', '三体', 'Python 教程'], defaultOpen: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: /清除搜索历史/ }));
    await expect(args.onClearHistory).toHaveBeenCalled();
  },
};

/** Typing asks for suggestions; Enter with nothing highlighted searches the typed text. */
export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return (
      <SearchSuggestBox
        {...args}
        value={value}
        suggestions={value ? suggestions.filter((s) => s.text.startsWith(value)) : []}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '资源关键词' }), '三国');
    await expect(canvas.getByRole('option', { name: /三国演义/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('三国');
  },
};

export const Mobile: Story = { args: { value: '三', suggestions, defaultOpen: true }, globals: mobileGlobals };
