/** Shared forum story data (Chinese, realistic, fixed dates). */
import type { ArticleListItem, BbsCategory } from '../../src/api/articles';

export const categories: BbsCategory[] = [
  { id: 1, name: '资源分享', sort: 1, count: 128 },
  { id: 2, name: '求助', sort: 2, count: 46 },
  { id: 3, name: '教程', sort: 3, count: 19 },
  { id: 4, name: '闲聊', sort: 4, count: 73 },
  { id: 5, name: '公告', sort: 5, count: 3 },
];

export const article = (id: number, over: Partial<ArticleListItem> = {}): ArticleListItem => ({
  id,
  title: `【阿里云盘】纪录片合集第 ${id} 期 4K 高清`,
  cate_id: 1,
  cate_name: '资源分享',
  user_id: 7,
  username: '网盘达人',
  summary: '整理了近年口碑最好的自然类纪录片，全部 4K 画质，附中英双语字幕，长期有效。',
  fixed: 0,
  views: 1200 + id,
  likes: 30 + id,
  tips: id % 3,
  has_source_link: true,
  source_disk: 'aliyun',
  source_disk_name: '阿里云盘',
  create_time: '2026-05-20T02:30:00.000Z',
  update_time: '2026-05-20T02:30:00.000Z',
  reply_count: 0,
  last_reply_time: '',
  reveal_mode: 'like',
  ...over,
});

export const articles: ArticleListItem[] = [1, 2, 3, 4, 5].map((id) => article(id));

export const pinned: ArticleListItem[] = [
  article(100, { title: '【公告】论坛发帖规范与点赞可见说明', cate_id: 5, cate_name: '公告', username: '管理员', fixed: 1, has_source_link: false, source_disk: '', source_disk_name: '' }),
];

export const longTitle =
  '【百度网盘】中华人民共和国国家标准汉字编码字符集全套资料合集（含历年修订版本、配套字体文件与高清扫描件，长期有效不定期更新）';

export const markdownSample = `## 资源说明

刘慈欣《三体》**全三册**，epub + mobi + pdf 三种格式。

- 第一部：三体
- 第二部：黑暗森林
- 第三部：死神永生

> 仅供学习交流，请于下载后 24 小时内删除。

更多信息见 [官网](https://example.com)。`;
