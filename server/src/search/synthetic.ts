/**
 * A realistic synthetic corpus of network-disk resources (Chinese titles of films, series,
 * courses, software, e-books; mixed disk types) for demos, seeds and benchmarks. Deterministic
 * for a given seed.
 */

export interface SyntheticResource {
  title: string;
  url: string;
  pwd: string;
  size: string;
  /** netdisk category name (see DEFAULT_NETDISK_CATEGORIES) */
  category: string;
  price: number;
  created_at: number;
}

/** mulberry32: small fast deterministic PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Films: name and release year (a newcomer searching 流浪地球 expects 2019, not a random year). */
const FILMS: Array<[string, number]> = [
  ['流浪地球', 2019], ['流浪地球2', 2023], ['满江红', 2023], ['长津湖', 2021], ['你好，李焕英', 2021], ['哪吒之魔童降世', 2019],
  ['哪吒之魔童闹海', 2025], ['战狼2', 2017], ['我不是药神', 2018], ['唐人街探案3', 2021], ['独行月球', 2022], ['消失的她', 2023],
  ['孤注一掷', 2023], ['封神第一部', 2023], ['热辣滚烫', 2024], ['第二十条', 2024], ['飞驰人生2', 2024], ['年会不能停！', 2023],
  ['八角笼中', 2023], ['坚如磐石', 2023], ['星际穿越', 2014], ['盗梦空间', 2010], ['奥本海默', 2023], ['沙丘2', 2024],
  ['泰坦尼克号', 1997], ['阿凡达：水之道', 2022], ['肖申克的救赎', 1994], ['霸王别姬', 1993], ['千与千寻', 2001], ['让子弹飞', 2010],
  ['无间道', 2002], ['大话西游之大圣娶亲', 1995], ['功夫', 2004], ['少年的你', 2019], ['误杀', 2019], ['你的名字', 2016],
  ['蜘蛛侠：纵横宇宙', 2023], ['疯狂动物城', 2016], ['寻梦环游记', 2017], ['机器人总动员', 2008],
];
/** Series: name, first year, seasons, category (动漫 only for animation). */
const SERIES: Array<[string, number, number, '剧集' | '动漫']> = [
  ['庆余年', 2019, 2, '剧集'], ['三体', 2023, 1, '剧集'], ['繁花', 2023, 1, '剧集'], ['狂飙', 2023, 1, '剧集'], ['漫长的季节', 2023, 1, '剧集'],
  ['人世间', 2022, 1, '剧集'], ['甄嬛传', 2011, 1, '剧集'], ['琅琊榜', 2015, 2, '剧集'], ['长安十二时辰', 2019, 1, '剧集'], ['隐秘的角落', 2020, 1, '剧集'],
  ['沉默的真相', 2020, 1, '剧集'], ['去有风的地方', 2023, 1, '剧集'], ['莲花楼', 2023, 1, '剧集'], ['长相思', 2023, 2, '剧集'], ['苍兰诀', 2022, 1, '剧集'],
  ['开端', 2022, 1, '剧集'], ['县委大院', 2022, 1, '剧集'], ['父母爱情', 2014, 1, '剧集'], ['士兵突击', 2006, 1, '剧集'], ['大江大河', 2018, 3, '剧集'],
  ['权力的游戏', 2011, 8, '剧集'], ['绝命毒师', 2008, 5, '剧集'], ['老友记', 1994, 10, '剧集'], ['生活大爆炸', 2007, 12, '剧集'], ['黑镜', 2011, 6, '剧集'],
  ['怪奇物语', 2016, 4, '剧集'], ['西部世界', 2016, 4, '剧集'], ['请回答1988', 2015, 1, '剧集'], ['鱿鱼游戏', 2021, 2, '剧集'], ['黑暗荣耀', 2022, 2, '剧集'],
  ['斗罗大陆', 2018, 1, '动漫'], ['完美世界', 2021, 1, '动漫'], ['凡人修仙传', 2020, 1, '动漫'], ['仙逆', 2023, 1, '动漫'], ['吞噬星空', 2020, 1, '动漫'],
  ['一人之下', 2016, 5, '动漫'], ['进击的巨人', 2013, 4, '动漫'], ['海贼王', 1999, 1, '动漫'], ['火影忍者', 2002, 1, '动漫'], ['间谍过家家', 2022, 2, '动漫'],
];
const COURSES = [
  'Python 从入门到精通', 'Java 核心技术', '前端 Vue3 + TypeScript 实战', 'React 18 全家桶', 'Go 语言高并发', 'Linux 运维入门',
  'MySQL 性能优化', 'Redis 深度历险', '数据结构与算法', '机器学习实战', '深度学习 PyTorch', '考研数学 张宇', '考研英语 唐迟',
  '雅思 7 分冲刺', 'PMP 项目管理', '注册会计师 CPA', '法考 主观题', '公务员 行测申论', 'Excel 函数大全', 'PS 零基础修图',
  'PR 视频剪辑', '摄影构图课', '吉他自学教程', '钢琴入门', '健身减脂训练营', '小学奥数', '初中物理 满分课', '高考英语 词汇',
];
const SOFTWARE = [
  'Adobe Photoshop 2024', 'Adobe Premiere Pro 2024', 'Office 2021 专业增强版', 'Windows 11 专业版 镜像', 'AutoCAD 2024',
  'MATLAB R2023b', 'SolidWorks 2023', 'Final Cut Pro', 'Navicat Premium 16', 'JetBrains 全家桶', 'WPS 专业版', 'Xmind 2024',
  '格式工厂', 'Parallels Desktop 19', 'DaVinci Resolve 18', '3ds Max 2024', 'Origin 2023', 'SPSS 27', 'CorelDRAW 2024', '剪映专业版',
];
const BOOKS = [
  '三体 全集', '三体2：黑暗森林', '三体3：死神永生', '平凡的世界', '活着', '百年孤独', '人类简史', '明朝那些事儿', '围城', '红楼梦 脂评本',
  '鬼吹灯 全集', '盗墓笔记', '诡秘之主', '雪中悍刀行', '剑来', '遮天', '斗破苍穹', '牧神记', '深入理解计算机系统', '算法导论', '原则',
  '穷查理宝典', '小王子', '追风筝的人', '解忧杂货店', '白夜行', '挪威的森林', '沉思录', '经济学原理 曼昆', '置身事内', '苏东坡传', '万历十五年',
];
const MUSIC = [
  '周杰伦 全部专辑', '陈奕迅 精选集', '林俊杰 无损合集', '邓紫棋 专辑合集', 'Taylor Swift 专辑合集', '五月天 演唱会', '古典音乐 100 首',
  '纯音乐 钢琴曲', '抖音热歌 2024', '经典老歌 500 首',
];
const DOCUMENTARIES: Array<[string, number]> = [
  ['舌尖上的中国', 2012], ['地球脉动', 2006], ['蓝色星球', 2001], ['河西走廊', 2015], ['我在故宫修文物', 2016], ['人生一串', 2018],
];
const VARIETY: Array<[string, number]> = [
  ['向往的生活', 2024], ['奔跑吧', 2024], ['脱口秀大会', 2022], ['乘风破浪的姐姐', 2023], ['中国好声音', 2023], ['极限挑战', 2023],
];
const GAMES = [
  '黑神话：悟空 豪华版', '艾尔登法环', '赛博朋克2077 往日之影', '荒野大镖客2', '我的世界 Java版', '塞尔达传说：王国之泪', '只狼：影逝二度', '双人成行',
];
const FILM_TAGS = ['4K', '1080P', '蓝光原盘', 'HDR', '国语中字', '中英双字', '高码率', 'REMUX', '杜比视界', 'DV', '60帧', '未删减版', '导演剪辑版'];
const SERIES_TAGS = ['4K', '1080P', '国语', '无删减', '完结', '高清', '附花絮', '特别篇'];
const COURSE_TAGS = ['视频教程', '完整版', '附课件', '含源码', '2024 最新', '百度云', '高清', '配套资料'];
const SOFT_TAGS = ['破解版', '永久激活', '绿色版', '中文版', 'Win', 'Mac', '附安装教程', '亲测可用', '64位'];
const BOOK_TAGS = ['epub', 'mobi', 'pdf', 'azw3', '精校版', '全本', 'txt', '插图版'];
const MUSIC_TAGS = ['无损', 'FLAC', '320K', 'MP3', 'Hi-Res'];
const GAME_TAGS = ['中文版', '免安装', '全DLC', 'PC', 'Steam'];
const YEARS = ['2019', '2020', '2021', '2022', '2023', '2024', '2025'];
const CN = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** A long tail of 2–4 character "names" from common characters: makes rare terms exist. */
const CHARS =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞';

const DISKS: Array<[string, number, (r: () => number) => string]> = [
  ['baidu', 30, (r) => `https://pan.baidu.com/s/1${token(r, 22)}`],
  ['quark', 22, (r) => `https://pan.quark.cn/s/${token(r, 12).toLowerCase()}`],
  ['aliyun', 14, (r) => `https://www.alipan.com/s/${token(r, 11)}`],
  ['xunlei', 8, (r) => `https://pan.xunlei.com/s/VN${token(r, 20)}`],
  ['123', 6, (r) => `https://www.123pan.com/s/${token(r, 5)}-${token(r, 5)}`],
  ['115', 5, (r) => `https://115.com/s/sw${token(r, 9).toLowerCase()}`],
  ['tianyi', 4, (r) => `https://cloud.189.cn/t/${token(r, 12)}`],
  ['uc', 3, (r) => `https://drive.uc.cn/s/${token(r, 14).toLowerCase()}`],
  ['139', 2, (r) => `https://caiyun.139.com/m/i?${token(r, 15)}`],
  ['pikpak', 2, (r) => `https://mypikpak.com/s/VN${token(r, 18)}`],
  ['magnet', 3, (r) => `magnet:?xt=urn:btih:${hex(r, 40)}`],
  ['ed2k', 1, (r) => `ed2k://|file|${token(r, 8)}.mkv|${Math.floor(r() * 4e9)}|${hex(r, 32).toUpperCase()}|/`],
];
const DISK_WEIGHT = DISKS.reduce((n, d) => n + d[1], 0);

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
function token(r: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += ALNUM[Math.floor(r() * ALNUM.length)];
  return s;
}
function hex(r: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)];
  return s;
}
function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}
function tail(r: () => number): string {
  const n = 2 + Math.floor(r() * 3);
  let s = '';
  for (let i = 0; i < n; i++) s += CHARS[Math.floor(r() * CHARS.length)];
  return s;
}
function tags(r: () => number, list: readonly string[], max: number): string {
  const n = Math.floor(r() * (max + 1));
  const out = new Set<string>();
  for (let i = 0; i < n; i++) out.add(pick(r, list));
  return [...out].join(' ');
}

/** A series title: one season (第二季 …) or the whole run (全N季) of a multi-season series. */
function seriesTitle(r: () => number, name: string, year: number, seasons: number, season: number): string {
  const eps = 10 + Math.floor(r() * 40);
  if (season === 0) return `${name} 全${CN[seasons] ?? seasons}季 全集 ${tags(r, SERIES_TAGS, 1)}`.trim();
  const s = seasons > 1 ? ` 第${CN[season]}季` : '';
  const y = Math.min(2025, year + Math.round(((season - 1) * 10) / Math.max(1, seasons)));
  return `${name}${s} (${y}) 全${eps}集 ${tags(r, SERIES_TAGS, 2)}`.trim();
}

/**
 * One synthetic title with its category. `made` is the share of made-up names (random common
 * characters: they make rare terms exist for benchmarks); demo data passes 0 so every title is
 * a real work (issue 16: titles like 再京助手 looked like nonsense). Real works carry their real
 * year and category (issue 28: a novel is not 音乐).
 */
export function syntheticTitle(r: () => number, made = 1): { title: string; category: string; size: string } {
  const k = r();
  const gb = (lo: number, hi: number) => `${(lo + r() * (hi - lo)).toFixed(1)}GB`;
  if (k < 0.25) {
    if (r() < 0.3 * made) {
      const name = `${tail(r)}${pick(r, ['之谜', '风云', '传奇', '往事', '行动', '计划'])}`;
      return { title: `${name} (${pick(r, YEARS)}) ${tags(r, FILM_TAGS, 3)}`.trim(), category: '电影', size: gb(1, 80) };
    }
    const [name, year] = pick(r, FILMS);
    return { title: `${name} (${year}) ${tags(r, FILM_TAGS, 3)}`.trim(), category: '电影', size: gb(1, 80) };
  }
  if (k < 0.5) {
    if (r() < 0.3 * made) {
      const name = `${tail(r)}${pick(r, ['传', '记', '录', '之城'])}`;
      const season = r() < 0.4 ? ` 第${pick(r, ['一', '二', '三', '四'])}季` : '';
      return { title: `${name}${season} 全${10 + Math.floor(r() * 70)}集 ${tags(r, SERIES_TAGS, 2)}`.trim(), category: r() < 0.3 ? '动漫' : '剧集', size: gb(5, 200) };
    }
    const [name, year, seasons, cat] = pick(r, SERIES);
    const season = seasons > 1 && r() < 0.15 ? 0 : 1 + Math.floor(r() * seasons);
    return { title: seriesTitle(r, name, year, seasons, season), category: cat, size: gb(5, 200) };
  }
  if (k < 0.66) {
    const name = r() < 0.3 * made ? `${tail(r)}${pick(r, ['训练营', '精讲', '实战课', '系统课'])}` : pick(r, COURSES);
    return { title: `${name} ${tags(r, COURSE_TAGS, 3)}`.trim(), category: '课程', size: gb(0.5, 60) };
  }
  if (k < 0.78) {
    const name = r() < 0.2 * made ? `${tail(r)}助手 v${1 + Math.floor(r() * 9)}.${Math.floor(r() * 10)}` : pick(r, SOFTWARE);
    return { title: `${name} ${tags(r, SOFT_TAGS, 3)}`.trim(), category: '软件', size: gb(0.1, 30) };
  }
  if (k < 0.93) {
    const name = r() < 0.35 * made ? `${tail(r)}${pick(r, ['录', '志', '笔记', '全集'])}` : pick(r, BOOKS);
    return { title: `${name} ${tags(r, BOOK_TAGS, 3)}`.trim(), category: '电子书', size: `${(1 + r() * 900).toFixed(0)}MB` };
  }
  if (k < 0.96) return { title: `${pick(r, MUSIC)} ${tags(r, MUSIC_TAGS, 2)}`.trim(), category: '音乐', size: gb(0.5, 40) };
  if (k < 0.98) {
    const [name, year] = pick(r, DOCUMENTARIES);
    return { title: `${name} (${year}) 全集 ${tags(r, ['4K', '1080P', '国语中字'], 1)}`.trim(), category: '纪录片', size: gb(5, 120) };
  }
  if (k < 0.99) {
    const [name, year] = pick(r, VARIETY);
    return { title: `${name} ${year} 全季 ${tags(r, ['1080P', '高清', '更新中'], 1)}`.trim(), category: '综艺', size: gb(5, 120) };
  }
  return { title: `${pick(r, GAMES)} ${tags(r, GAME_TAGS, 2)}`.trim(), category: '游戏', size: gb(5, 150) };
}

/**
 * The demo corpus (issue 28): every real work of the catalogue at least once, with its real
 * year and category — each film twice (different releases), each season of a series, both a
 * course's and a program's common releases, every book, album, documentary, show and game —
 * so the titles a newcomer types are there. Disks rotate over the common ones.
 */
export function demoCatalogue(r: () => number): Array<{ title: string; category: string; size: string }> {
  const out: Array<{ title: string; category: string; size: string }> = [];
  const gb = (lo: number, hi: number) => `${(lo + r() * (hi - lo)).toFixed(1)}GB`;
  for (const [name, year] of FILMS) {
    for (let j = 0; j < 2; j++) out.push({ title: `${name} (${year}) ${tags(r, FILM_TAGS, 2) || '1080P'}`.trim(), category: '电影', size: gb(1, 80) });
  }
  for (const [name, year, seasons, cat] of SERIES) {
    for (let s = 1; s <= Math.min(seasons, 3); s++) out.push({ title: seriesTitle(r, name, year, seasons, s), category: cat, size: gb(5, 200) });
    if (seasons > 1) out.push({ title: seriesTitle(r, name, year, seasons, 0), category: cat, size: gb(50, 400) });
    else out.push({ title: seriesTitle(r, name, year, seasons, 1), category: cat, size: gb(5, 200) });
  }
  for (const name of COURSES) for (let j = 0; j < 2; j++) out.push({ title: `${name} ${tags(r, COURSE_TAGS, 2)}`.trim(), category: '课程', size: gb(0.5, 60) });
  for (const name of SOFTWARE) for (let j = 0; j < 2; j++) out.push({ title: `${name} ${tags(r, SOFT_TAGS, 2)}`.trim(), category: '软件', size: gb(0.1, 30) });
  for (const name of BOOKS) out.push({ title: `${name} ${tags(r, BOOK_TAGS, 2) || 'epub'}`.trim(), category: '电子书', size: `${(1 + r() * 900).toFixed(0)}MB` });
  for (const name of MUSIC) out.push({ title: `${name} ${tags(r, MUSIC_TAGS, 1)}`.trim(), category: '音乐', size: gb(0.5, 40) });
  for (const [name, year] of DOCUMENTARIES) out.push({ title: `${name} (${year}) 全集`, category: '纪录片', size: gb(5, 120) });
  for (const [name, year] of VARIETY) out.push({ title: `${name} ${year} 全季`, category: '综艺', size: gb(5, 120) });
  for (const name of GAMES) out.push({ title: `${name} ${tags(r, GAME_TAGS, 1)}`.trim(), category: '游戏', size: gb(5, 150) });
  return out;
}

/** Disks of the demo corpus, in turn (every common disk has resources for every kind of work). */
const DEMO_DISKS = ['baidu', 'quark', 'aliyun', 'baidu', 'quark', 'xunlei', '123', 'quark', 'baidu', '115', 'aliyun', 'tianyi', 'uc', 'baidu', 'quark', '139', 'pikpak', 'magnet'];

/** The demo corpus as resources (URLs unique per i; 10 % paid). */
export function demoResources(r: () => number, now: number): SyntheticResource[] {
  return demoCatalogue(r).map((t, i) => {
    const disk = DISKS.find((d) => d[0] === DEMO_DISKS[i % DEMO_DISKS.length])!;
    return finish(r, t, disk, i, now);
  });
}

function finish(r: () => number, t: { title: string; category: string; size: string }, disk: (typeof DISKS)[number], i: number, now: number): SyntheticResource {
  let url = disk[2](r);
  // make every URL unique whatever the PRNG did
  url = disk[0] === 'magnet' ? `${url.slice(0, -8)}${i.toString(16).padStart(8, '0')}` : disk[0] === 'ed2k' ? url.replace('.mkv', `${i}.mkv`) : `${url}${i.toString(36)}`;
  const hasPwd = disk[0] !== 'magnet' && disk[0] !== 'ed2k' && r() < 0.6;
  const price = r() < 0.1 ? pick(r, [2, 5, 10, 20]) : 0;
  return { title: t.title, url, pwd: hasPwd ? token(r, 4).toLowerCase() : '', size: t.size, category: t.category, price, created_at: now - Math.floor(r() * 730 * 86_400_000) };
}

/** The i-th synthetic resource of a corpus (deterministic for (seed, i)); URLs are unique per i. */
export function syntheticResource(r: () => number, i: number, now: number, made = 1): SyntheticResource {
  const t = syntheticTitle(r, made);
  let w = r() * DISK_WEIGHT;
  let disk = DISKS[0];
  for (const d of DISKS) {
    if ((w -= d[1]) < 0) {
      disk = d;
      break;
    }
  }
  return finish(r, t, disk, i, now);
}
