import type { AppContext } from '../context';

/** A product picture drawn as an inline SVG (the demo works with no network). */
export function demoPicture(label: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/>` +
    `<circle cx="200" cy="170" r="92" fill="#ffffff" fill-opacity="0.22"/>` +
    `<text x="200" y="200" font-size="72" text-anchor="middle" fill="#ffffff" font-family="sans-serif" font-weight="700">${label}</text>` +
    `<text x="200" y="330" font-size="30" text-anchor="middle" fill="#ffffff" fill-opacity="0.9" font-family="sans-serif">好物精选</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface DemoGoods {
  title: string;
  short: string;
  label: string;
  colors: [string, string];
  tmall: boolean;
  price: number;
  coupon: number;
  condition: string;
  sales: number;
  category: string;
}

export const DEMO_GOODS: DemoGoods[] = [
  { title: '三只松鼠坚果大礼包每日坚果混合果仁零食年货礼盒 1.5kg', short: '三只松鼠坚果礼盒', label: '坚果', colors: ['#f5a623', '#d0021b'], tmall: true, price: 129.9, coupon: 50, condition: '满129元可用', sales: 86231, category: '食品' },
  { title: '南极人纯棉四件套 全棉床单被套 学生宿舍床上用品', short: '南极人纯棉四件套', label: '四件套', colors: ['#7ed6df', '#2f80ed'], tmall: true, price: 199, coupon: 100, condition: '满199元可用', sales: 45210, category: '家居' },
  { title: '小米充电宝 20000毫安 22.5W 快充移动电源 大容量', short: '小米充电宝 2万毫安', label: '充电宝', colors: ['#ff9f43', '#ee5253'], tmall: true, price: 129, coupon: 20, condition: '', sales: 120455, category: '数码' },
  { title: '云南白药牙膏 留兰香型 180g×3 支 清新口气', short: '云南白药牙膏 3 支', label: '牙膏', colors: ['#55efc4', '#00b894'], tmall: true, price: 89.7, coupon: 30, condition: '满89元可用', sales: 230114, category: '美妆' },
  { title: '秋冬新款加厚连帽卫衣女宽松韩版百搭上衣外套', short: '加厚连帽卫衣女', label: '卫衣', colors: ['#fd79a8', '#e84393'], tmall: false, price: 79, coupon: 40, condition: '满79元可用', sales: 15320, category: '女装' },
  { title: '男士羽绒服短款 白鸭绒保暖冬季外套 立领轻薄', short: '男士短款羽绒服', label: '羽绒服', colors: ['#636e72', '#2d3436'], tmall: true, price: 399, coupon: 150, condition: '满399元可用', sales: 8641, category: '男装' },
  { title: '婴儿纸尿裤 超薄透气 L码 52片×2包 尿不湿', short: '超薄透气纸尿裤 2 包', label: '纸尿裤', colors: ['#a29bfe', '#6c5ce7'], tmall: true, price: 159, coupon: 60, condition: '满159元可用', sales: 30987, category: '母婴' },
  { title: '专业跑步鞋男女 轻便减震透气运动鞋 马拉松训练', short: '轻便减震跑步鞋', label: '跑鞋', colors: ['#00cec9', '#0984e3'], tmall: false, price: 259, coupon: 80, condition: '满259元可用', sales: 12873, category: '运动' },
  { title: '真皮双肩包女 大容量通勤背包 韩版时尚旅行包', short: '真皮通勤双肩包', label: '背包', colors: ['#e17055', '#d63031'], tmall: false, price: 168, coupon: 70, condition: '满168元可用', sales: 6542, category: '鞋包' },
  { title: '蓝牙耳机 真无线 主动降噪 超长续航 入耳式运动耳机', short: '主动降噪蓝牙耳机', label: '耳机', colors: ['#74b9ff', '#0652dd'], tmall: true, price: 299, coupon: 120, condition: '满299元可用', sales: 54320, category: '数码' },
  { title: '蒙牛纯牛奶 250ml×24盒 整箱 全脂营养早餐奶', short: '蒙牛纯牛奶 24 盒', label: '牛奶', colors: ['#81ecec', '#00a8ff'], tmall: true, price: 69.9, coupon: 15, condition: '', sales: 310233, category: '食品' },
  { title: '补水保湿面膜 玻尿酸 30片装 男女通用 提亮肤色', short: '玻尿酸补水面膜 30 片', label: '面膜', colors: ['#fab1a0', '#e84393'], tmall: false, price: 99, coupon: 50, condition: '满99元可用', sales: 76021, category: '美妆' },
  { title: '家用不粘锅炒锅 麦饭石 少油烟 电磁炉燃气灶通用', short: '麦饭石不粘炒锅', label: '炒锅', colors: ['#ffeaa7', '#fdcb6e'], tmall: true, price: 139, coupon: 60, condition: '满139元可用', sales: 22871, category: '家居' },
  { title: '瑜伽垫 加厚加宽 防滑 健身垫 初学者家用 送绑带', short: '加厚防滑瑜伽垫', label: '瑜伽垫', colors: ['#55efc4', '#6c5ce7'], tmall: false, price: 59, coupon: 20, condition: '', sales: 40912, category: '运动' },
  { title: '儿童绘本 全10册 幼儿启蒙 睡前故事书 3-6岁', short: '儿童启蒙绘本 10 册', label: '绘本', colors: ['#ffeaa7', '#e17055'], tmall: true, price: 49.9, coupon: 10, condition: '', sales: 18530, category: '母婴' },
  { title: '纯棉袜子男女 中筒袜 10双装 吸汗防臭 四季款', short: '纯棉中筒袜 10 双', label: '袜子', colors: ['#dfe6e9', '#636e72'], tmall: false, price: 29.9, coupon: 10, condition: '', sales: 158302, category: '其他' },
];

/** A demo 淘口令 in the usual shape (not a real one). */
const demoTkl = (i: number) => `￥${'ABCDEFGHJKLMNPQRSTUVWXYZ'[i % 24]}${(7300 + i * 37).toString(36).toUpperCase()}dEmO￥`;

/** Demo 影视 entries an admin curated (no network, so no covers: the page draws posters). */
export const DEMO_CURATED: Array<{ category: string; title: string; year: string; rating: number | null; episodes: string }> = [
  { category: 'movie_top', title: '肖申克的救赎', year: '1994', rating: 9.7, episodes: '' },
  { category: 'movie_top', title: '霸王别姬', year: '1993', rating: 9.6, episodes: '' },
  { category: 'movie_top', title: '千与千寻', year: '2001', rating: 9.4, episodes: '' },
  { category: 'movie_top', title: '星际穿越', year: '2014', rating: 9.4, episodes: '' },
  { category: 'movie_top', title: '让子弹飞', year: '2010', rating: 9.0, episodes: '' },
  { category: 'tv_domestic', title: '繁花', year: '2023', rating: 8.7, episodes: '全30集' },
  { category: 'tv_domestic', title: '漫长的季节', year: '2023', rating: 9.4, episodes: '全12集' },
  { category: 'tv_domestic', title: '庆余年 第二季', year: '2024', rating: 7.7, episodes: '全36集' },
  { category: 'tv_domestic', title: '狂飙', year: '2023', rating: 8.5, episodes: '全39集' },
  { category: 'tv_american', title: '绝命毒师', year: '2008', rating: 9.7, episodes: '全62集' },
  { category: 'tv_american', title: '权力的游戏', year: '2011', rating: 9.5, episodes: '全73集' },
  { category: 'tv_american', title: '老友记', year: '1994', rating: 9.8, episodes: '全236集' },
  { category: 'tv_japanese', title: '非自然死亡', year: '2018', rating: 9.4, episodes: '全10集' },
  { category: 'tv_japanese', title: '半泽直树', year: '2013', rating: 9.2, episodes: '全10集' },
  { category: 'tv_korean', title: '请回答1988', year: '2015', rating: 9.7, episodes: '全20集' },
  { category: 'tv_korean', title: '黑暗荣耀', year: '2022', rating: 8.9, episodes: '全16集' },
  { category: 'tv_korean', title: '鱿鱼游戏', year: '2021', rating: 7.6, episodes: '全9集' },
  { category: 'tv_variety', title: '奔跑吧', year: '2024', rating: null, episodes: '更新至12期' },
  { category: 'tv_variety', title: '向往的生活', year: '2024', rating: 7.2, episodes: '全12期' },
  { category: 'tv_variety', title: '乘风破浪', year: '2024', rating: null, episodes: '全12期' },
];

/**
 * Demo data of issue 13: built-in 淘客 goods (coupons valid for 60 days from the first start),
 * admin-curated 影视 entries, and the 淘客 page switched on so the demo site shows it.
 */
export async function seedPromoDemo(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const [i, g] of DEMO_GOODS.entries()) {
      await trx.insertInto('taoke_goods').values({
        title: g.title,
        short_title: g.short,
        picture_url: demoPicture(g.label, g.colors[0], g.colors[1]),
        shop_type: g.tmall ? 'tmall' : 'taobao',
        original_price_fen: Math.round(g.price * 100),
        coupon_amount_fen: Math.round(g.coupon * 100),
        coupon_condition: g.condition,
        final_price_fen: Math.round((g.price - g.coupon) * 100),
        month_sales: g.sales,
        coupon_link: `https://uland.taobao.com/coupon/edetail?e=demo${1000 + i}`,
        tkl: demoTkl(i),
        start_at: now - 86_400_000,
        end_at: now + 60 * 86_400_000,
        category: g.category,
        sort: i,
        created_at: now - i * 3_600_000,
        updated_at: now,
      }).execute();
    }
    for (const [i, c] of DEMO_CURATED.entries()) {
      await trx.insertInto('movie_curated').values({
        category: c.category,
        title: c.title,
        year: c.year,
        rating_x10: c.rating === null ? null : Math.round(c.rating * 10),
        cover_url: '',
        episodes_info: c.episodes,
        site_url: '',
        sort: i,
        created_at: now,
      }).execute();
    }
    await ctx.repos.webSettings.upsert(trx, 'show_taoke_page', 'true', now);
  });
  ctx.repos.webSettings.invalidate();
}
