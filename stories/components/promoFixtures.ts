import type { MovieItem } from '../../src/api/movie';
import type { TaokeGoods } from '../../src/api/taoke';

/** A product picture as an inline SVG (deterministic, no network). */
export function picture(label: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/><circle cx="200" cy="170" r="92" fill="#fff" fill-opacity="0.22"/>` +
    `<text x="200" y="200" font-size="72" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Deterministic 淘客 goods for the stories. */
export const goods = (over: Partial<TaokeGoods> = {}): TaokeGoods => ({
  id: '1',
  source: 'builtin',
  title: '三只松鼠坚果大礼包每日坚果混合果仁零食年货礼盒 1.5kg',
  short_title: '三只松鼠坚果礼盒',
  picture: picture('坚果', '#f5a623', '#d0021b'),
  shop_type: 'tmall',
  original_price: 129.9,
  final_price: 79.9,
  coupon_amount: 50,
  coupon_condition: '满129元可用',
  month_sales: 86231,
  category: '食品',
  coupon_link: 'https://uland.taobao.com/coupon/edetail?e=demo1000',
  tkl: '￥A5NQdEmO￥',
  link_on_demand: false,
  end_time: '2026-12-31T15:59:59.000Z',
  ...over,
});

export const goodsList: TaokeGoods[] = [
  goods(),
  goods({ id: '2', title: '南极人纯棉四件套 全棉床单被套 学生宿舍床上用品', short_title: '南极人纯棉四件套', picture: picture('四件套', '#7ed6df', '#2f80ed'), original_price: 199, final_price: 99, coupon_amount: 100, month_sales: 45210, category: '家居' }),
  goods({ id: '3', title: '秋冬新款加厚连帽卫衣女宽松韩版百搭上衣外套', short_title: '加厚连帽卫衣女', picture: picture('卫衣', '#fd79a8', '#e84393'), shop_type: 'taobao', original_price: 79, final_price: 39, coupon_amount: 40, month_sales: 15320, category: '女装', tkl: '' }),
  goods({ id: '4', title: '蓝牙耳机 真无线 主动降噪 超长续航 入耳式运动耳机', short_title: '主动降噪蓝牙耳机', picture: picture('耳机', '#74b9ff', '#0652dd'), original_price: 299, final_price: 179, coupon_amount: 120, month_sales: 9876, category: '数码', coupon_link: '' }),
  goods({ id: '5', title: '蒙牛纯牛奶 250ml×24盒 整箱 全脂营养早餐奶', short_title: '蒙牛纯牛奶 24 盒', picture: picture('牛奶', '#81ecec', '#00a8ff'), original_price: 69.9, final_price: 54.9, coupon_amount: 15, coupon_condition: '', month_sales: 310233, category: '食品' }),
  goods({ id: '6', title: '补水保湿面膜 玻尿酸 30片装 男女通用 提亮肤色', short_title: '玻尿酸补水面膜', picture: picture('面膜', '#fab1a0', '#e84393'), shop_type: 'taobao', original_price: 99, final_price: 49, coupon_amount: 50, month_sales: 76021, category: '美妆' }),
];

/** A dataoke item: its link is asked on demand. */
export const remoteGoods = goods({
  id: '600000000021',
  source: 'dataoke',
  title: '小米充电宝 20000毫安 22.5W 快充移动电源 大容量',
  short_title: '小米充电宝 2万毫安',
  picture: picture('充电宝', '#ff9f43', '#ee5253'),
  coupon_link: '',
  tkl: '',
  link_on_demand: true,
});

export const taokeCategories = ['女装', '男装', '美妆', '食品', '数码', '家居', '母婴', '鞋包', '运动', '其他'].map((name, i) => ({ id: String(i + 1), name }));

/** A drawn poster for the stories (the real ones come through /v1/movie/cover). */
export function poster(label: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300"><rect width="200" height="300" fill="${colour}"/>` +
    `<rect x="14" y="14" width="172" height="272" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>` +
    `<text x="100" y="160" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const movie = (over: Partial<MovieItem> = {}): MovieItem => ({
  id: 'db:35267208',
  title: '流浪地球2',
  year: '2023',
  rating: 8.3,
  cover: poster('流浪地球2', '#1d39c4'),
  episodes_info: '',
  site_url: 'https://movie.douban.com/subject/35267208/',
  search_kw: '流浪地球2',
  ...over,
});

export const movieList: MovieItem[] = [
  movie(),
  movie({ id: 'db:2', title: '满江红', year: '2023', rating: 7.0, cover: poster('满江红', '#ad2102'), search_kw: '满江红' }),
  movie({ id: 'db:3', title: '封神第一部：朝歌风云', year: '2023', rating: 7.8, cover: '', search_kw: '封神第一部：朝歌风云' }),
  movie({ id: 'db:4', title: '繁花', year: '2023', rating: 8.7, cover: '', episodes_info: '全30集', search_kw: '繁花' }),
  movie({ id: 'db:5', title: '热辣滚烫', year: '2024', rating: 7.6, cover: poster('热辣滚烫', '#c41d7f'), search_kw: '热辣滚烫' }),
  movie({ id: 'w:6', title: '飞驰人生2', year: '2024', rating: null, cover: '', site_url: '', search_kw: '飞驰人生2' }),
  movie({ id: 'db:7', title: '第二十条', year: '2024', rating: 7.8, cover: '', search_kw: '第二十条' }),
  movie({ id: 'db:8', title: '一部片名特别特别长的电影用来测试换行与省略号', year: '2025', rating: 6.1, cover: '', search_kw: '一部片名特别特别长的电影用来测试换行与省略号' }),
];
