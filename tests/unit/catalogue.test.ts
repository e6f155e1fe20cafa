// @vitest-environment node
/**
 * The component library is catalogued (issue 31 item 2, the bar of the design card): every
 * component folder in src/components is imported by a story file, and every list, table or grid
 * has a story at a phone width (mobileGlobals / phone390Globals), where it becomes cards or
 * scrolls. A component added without stories, or a list without its phone story, fails here by
 * name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const componentsDir = path.join(root, 'src/components');
const components = fs
  .readdirSync(componentsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

function storyFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? storyFiles(p) : e.name.endsWith('.stories.tsx') ? [p] : [];
  });
}
const stories = storyFiles(path.join(root, 'stories')).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
/** The story files that import a component folder (`…/components/Name'` or `…/components/Name/…'`). */
const importers = (name: string) => stories.filter((s) => new RegExp(`/src/components/${name}(/[^'"]*)?['"]`).test(s.text));

/** Lists, tables, grids and leaderboards: they change layout on phones. */
const LIST = /(List|Table|Results|Grid|RankBoard)$|^(ListShell|GameBoard)$/;

describe('the component catalogue', () => {
  it('finds the components and the stories', () => {
    expect(components.length).toBeGreaterThan(50);
    expect(stories.length).toBeGreaterThan(50);
  });

  it('every component in src/components has stories', () => {
    const missing = components.filter((name) => importers(name).length === 0);
    expect(missing, `没有故事的组件：${missing.join('、')}`).toEqual([]);
  });

  it('every list, table and grid has a story at a phone width', () => {
    const lists = components.filter((name) => LIST.test(name));
    expect(lists.length).toBeGreaterThan(10);
    const missing = lists.filter((name) => !importers(name).some((s) => /\b(mobileGlobals|phone390Globals)\b/.test(s.text)));
    expect(missing, `没有手机宽度故事的列表组件：${missing.join('、')}`).toEqual([]);
  });
});
