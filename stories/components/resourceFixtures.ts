import type { Resource, ResourceDetail, SharePreviewItem, Subscription } from '../../src/api/resources';

/** Deterministic resources for the resource component stories (fixed dates). */
export const resource = (over: Partial<Resource> = {}): Resource => ({
  id: 101,
  title: '三体 全集 4K 国语中字',
  highlights: [[0, 2]],
  disk_type: 'baidu',
  disk_name: '百度网盘',
  url: 'https://pan.baidu.com/s/1AbCdEfGhIjKlMnOpQrStUv',
  pwd: 'ab12',
  locked: false,
  price: 0,
  size: '23.5GB',
  category_id: 2,
  validity: 'ok',
  views: 1288,
  source: 'user',
  create_time: '2026-03-01T04:00:00.000Z',
  // the link checker (issue 19) found it valid two hours before the stories' clock
  check_state: 'ok',
  checked_time: '2026-11-22T00:00:00.000Z',
  ...over,
});

export const resources: Resource[] = [
  resource(),
  resource({ id: 102, title: '三体 有声书 全本 mp3', disk_type: 'quark', disk_name: '夸克网盘', url: 'https://pan.quark.cn/s/1a2b3c4d5e6f', pwd: '', validity: 'reported', views: 86, create_time: '2026-02-20T04:00:00.000Z', check_state: '', checked_time: '' }),
  resource({ id: 103, title: '三体 全集 epub 精校版', disk_type: 'aliyun', disk_name: '阿里云盘', url: null, pwd: null, locked: true, price: 20, size: '', views: 12, create_time: '2026-01-15T04:00:00.000Z', check_state: '', checked_time: '' }),
];

export const longTitle =
  '中华人民共和国国家标准汉字编码字符集全套资料合集 高清无水印版本 附赠全部配套练习册与答案解析 2026 最新修订版 三体 全集';

export const detail = (over: Partial<ResourceDetail> = {}): ResourceDetail => ({
  ...resource(),
  category_name: '电视剧',
  status: 'approved',
  report_count: 0,
  reported: false,
  unlocked_by: 'free',
  sharer: null,
  validity_time: '',
  ...over,
});

export const previewItems: SharePreviewItem[] = [
  { title: '三体 全集', url: 'https://pan.baidu.com/s/1AbCdEfGh', pwd: '8k3d', disk_type: 'baidu', duplicate: false, problem: '' },
  { title: '流浪地球2 4K', url: 'https://pan.quark.cn/s/1a2b3c4d5e6f', pwd: '', disk_type: 'quark', duplicate: false, problem: '' },
  { title: '', url: 'https://www.alipan.com/s/AbCdEfGhIjK', pwd: '', disk_type: 'aliyun', duplicate: true, problem: '' },
];

export const subscriptions: Subscription[] = [
  { id: 1, keyword: '三体', create_time: '2026-03-01T04:00:00.000Z' },
  { id: 2, keyword: '庆余年 第二季', create_time: '2026-02-11T04:00:00.000Z' },
];
