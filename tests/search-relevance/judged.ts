/**
 * The judged relevance set of issue 28: queries as real visitors type them, each with a rule
 * that says which documents of its corpus are relevant (and, where it matters, which one must
 * be first). Rules are plain string checks on the displayed title (lower-cased, NFKC), the
 * category and the disk — written independently of the search code.
 *
 * `demo` = the demo corpus (server/src/search/synthetic.ts demoCatalogue, seeded on first start);
 * `synthetic` = a corpus from the 1M benchmark's generator (syntheticResource, seed 7), smaller.
 */
export interface Rule {
  /** the title contains every one of these */
  all?: string[];
  /** the title contains at least one of these */
  any?: string[];
  /** the category is this (name) */
  cat?: string;
  /** the disk type is this */
  disk?: string;
}
export interface Judged {
  q: string;
  corpus: 'demo' | 'synthetic';
  kind: string;
  rel: Rule;
  /** a stricter rule for the best answers (gain 2, and "must be first") */
  first?: Rule;
}

const j = (corpus: Judged['corpus'], kind: string, q: string, rel: Rule, first?: Rule): Judged => ({ q, corpus, kind, rel, first });
const title = (kind: string, q: string, ...all: string[]) => j('demo', kind, q, { all });

export const JUDGED: Judged[] = [
  // --- the queries of the issue
  j('demo', 'issue', 'Python 教程', { all: ['python'] }),
  j('demo', 'issue', 'python教程', { all: ['python'] }),
  j('demo', 'issue', '电影', { cat: '电影' }),
  j('demo', 'issue', '庆余年 2', { all: ['庆余年'], any: ['第二季', '全二季'] }, { all: ['庆余年', '第二季'] }),
  j('demo', 'issue', '三体2', { all: ['三体2'] }),
  j('demo', 'issue', '你好李焕英', { all: ['你好，李焕英'] }),
  j('demo', 'issue', '琅琊榜全集', { all: ['琅琊榜'] }, { all: ['琅琊榜', '全集'] }),
  j('demo', 'issue', '慶餘年', { all: ['庆余年'] }),
  j('demo', 'issue', 'office2021', { all: ['office 2021'] }),
  j('demo', 'issue', 'Go语言', { all: ['go 语言'] }),
  j('demo', 'issue', 'mysql优化', { all: ['mysql 性能优化'] }),
  j('demo', 'issue', '黑镜 第2季', { all: ['黑镜', '第二季'] }),
  j('demo', 'issue', '夸克 三体', { all: ['三体'], disk: 'quark' }),

  // --- films, typed without their punctuation
  ...[
    '流浪地球', '满江红', '长津湖', '哪吒之魔童降世', '哪吒之魔童闹海', '我不是药神', '独行月球', '消失的她', '孤注一掷', '封神第一部',
    '热辣滚烫', '第二十条', '八角笼中', '坚如磐石', '星际穿越', '盗梦空间', '奥本海默', '泰坦尼克号', '肖申克的救赎', '霸王别姬',
    '千与千寻', '让子弹飞', '无间道', '功夫', '少年的你', '误杀', '你的名字', '疯狂动物城', '寻梦环游记', '机器人总动员',
  ].map((n) => title('film', n, n)),
  title('film', '大话西游', '大话西游'),
  title('film', '年会不能停', '年会不能停'),
  title('film', '阿凡达水之道', '阿凡达：水之道'),
  title('film', '阿凡达 水之道', '阿凡达：水之道'),
  title('film', '蜘蛛侠纵横宇宙', '蜘蛛侠：纵横宇宙'),
  // sequels and numbers
  title('sequel', '流浪地球2', '流浪地球2'),
  title('sequel', '流浪地球 2', '流浪地球2'),
  title('sequel', '战狼2', '战狼2'),
  title('sequel', '战狼 2', '战狼2'),
  title('sequel', '唐人街探案3', '唐人街探案3'),
  title('sequel', '飞驰人生2', '飞驰人生2'),
  title('sequel', '沙丘2', '沙丘2'),
  title('sequel', '哪吒2', '哪吒之魔童闹海'),
  // years
  title('year', '星际穿越 2014', '星际穿越', '2014'),
  title('year', '泰坦尼克号1997', '泰坦尼克号', '1997'),
  title('year', '满江红 2023', '满江红', '2023'),
  title('year', '霸王别姬 1993', '霸王别姬'),

  // --- series
  ...[
    '庆余年', '三体', '繁花', '狂飙', '漫长的季节', '人世间', '甄嬛传', '琅琊榜', '长安十二时辰', '隐秘的角落', '沉默的真相', '去有风的地方',
    '莲花楼', '长相思', '苍兰诀', '开端', '县委大院', '父母爱情', '士兵突击', '大江大河', '权力的游戏', '绝命毒师', '老友记', '生活大爆炸',
    '黑镜', '怪奇物语', '西部世界', '请回答1988', '鱿鱼游戏', '黑暗荣耀', '斗罗大陆', '完美世界', '凡人修仙传', '仙逆', '吞噬星空',
    '一人之下', '进击的巨人', '海贼王', '火影忍者', '间谍过家家',
  ].map((n) => title('series', n, n)),
  // seasons, every way they are written
  title('season', '庆余年第二季', '庆余年', '第二季'),
  title('season', '庆余年 第2季', '庆余年', '第二季'),
  title('season', '庆余年2', '庆余年', '第二季'),
  title('season', '黑镜第二季', '黑镜', '第二季'),
  title('season', '黑镜 s02', '黑镜', '第二季'),
  title('season', '黑镜 S3', '黑镜', '第三季'),
  title('season', '黑镜 第三季', '黑镜', '第三季'),
  title('season', '权力的游戏 第二季', '权力的游戏', '第二季'),
  title('season', '权力的游戏 第1季', '权力的游戏', '第一季'),
  title('season', '权力的游戏s01', '权力的游戏', '第一季'),
  title('season', '绝命毒师 第三季', '绝命毒师', '第三季'),
  title('season', '老友记 s01', '老友记', '第一季'),
  title('season', '生活大爆炸 第2季', '生活大爆炸', '第二季'),
  title('season', '大江大河2', '大江大河', '第二季'),
  title('season', '大江大河 第三季', '大江大河', '第三季'),
  title('season', '鱿鱼游戏2', '鱿鱼游戏', '第二季'),
  title('season', '鱿鱼游戏 第二季', '鱿鱼游戏', '第二季'),
  title('season', '长相思 第二季', '长相思', '第二季'),
  title('season', '长相思2', '长相思', '第二季'),
  title('season', '怪奇物语 第3季', '怪奇物语', '第三季'),
  title('season', '西部世界 第一季', '西部世界', '第一季'),
  title('season', '一人之下 第二季', '一人之下', '第二季'),
  title('season', '进击的巨人 第三季', '进击的巨人', '第三季'),
  title('season', '间谍过家家 第二季', '间谍过家家', '第二季'),
  title('season', '黑暗荣耀2', '黑暗荣耀', '第二季'),
  title('season', '琅琊榜2', '琅琊榜', '第二季'),
  title('season', '琅琊榜 第二季', '琅琊榜', '第二季'),
  // traditional characters, full width, case
  title('script', '慶餘年 第二季', '庆余年', '第二季'),
  title('script', '權力的遊戲', '权力的游戏'),
  title('script', '甄嬛傳', '甄嬛传'),
  title('script', '漫長的季節', '漫长的季节'),
  title('script', '長安十二時辰', '长安十二时辰'),
  title('script', '鬥羅大陸', '斗罗大陆'),
  title('script', '進擊的巨人', '进击的巨人'),
  title('script', '瑯琊榜', '琅琊榜'),
  title('script', '三體', '三体'),
  title('script', '流浪地球２', '流浪地球2'),
  title('script', 'ＰＹＴＨＯＮ', 'python'),
  title('script', 'PHOTOSHOP', 'photoshop'),
  title('script', 'ｏｆｆｉｃｅ ２０２１', 'office 2021'),
  // synonyms and abbreviations
  title('synonym', '权游', '权力的游戏'),
  title('synonym', '权游 第二季', '权力的游戏', '第二季'),
  title('synonym', 'win11', 'windows 11'),
  title('synonym', 'win11镜像', 'windows 11'),
  title('synonym', '达芬奇', 'davinci'),
  title('synonym', '达芬奇调色', 'davinci'),
  title('synonym', 'cad', 'autocad'),
  title('synonym', 'cad2024', 'autocad 2024'),
  j('demo', 'synonym', 'ps', { any: ['photoshop', 'ps '] }),
  title('synonym', '海贼', '海贼王'),
  title('synonym', '火影', '火影忍者'),
  title('synonym', '大爆炸', '生活大爆炸'),

  // --- courses, as people type them
  title('course', 'java核心技术', 'java 核心技术'),
  title('course', 'java教程', 'java'),
  title('course', 'vue3实战', 'vue3'),
  title('course', 'vue3 typescript', 'vue3', 'typescript'),
  title('course', 'react18', 'react 18'),
  title('course', 'react 全家桶', 'react', '全家桶'),
  title('course', 'go语言高并发', 'go 语言高并发'),
  title('course', 'golang 高并发', '高并发'),
  title('course', 'linux运维', 'linux 运维'),
  title('course', 'linux 教程', 'linux'),
  title('course', 'mysql', 'mysql'),
  title('course', 'redis深度历险', 'redis 深度历险'),
  title('course', 'redis', 'redis'),
  title('course', '数据结构与算法', '数据结构与算法'),
  title('course', '数据结构', '数据结构'),
  title('course', '机器学习', '机器学习'),
  title('course', '机器学习实战', '机器学习实战'),
  title('course', 'pytorch', 'pytorch'),
  title('course', '深度学习pytorch', '深度学习', 'pytorch'),
  title('course', '考研数学张宇', '考研数学', '张宇'),
  title('course', '张宇', '张宇'),
  title('course', '考研英语唐迟', '考研英语', '唐迟'),
  title('course', '雅思7分', '雅思 7 分'),
  title('course', '雅思', '雅思'),
  title('course', 'pmp', 'pmp'),
  title('course', 'cpa 注册会计师', '注册会计师'),
  title('course', '法考主观题', '法考', '主观题'),
  title('course', '行测申论', '行测申论'),
  title('course', '公务员考试', '公务员'),
  title('course', 'excel函数', 'excel 函数'),
  title('course', 'ps修图', 'ps 零基础修图'),
  title('course', 'pr剪辑', 'pr 视频剪辑'),
  title('course', '视频剪辑', '视频剪辑'),
  title('course', '摄影构图', '摄影构图'),
  title('course', '吉他自学', '吉他自学'),
  title('course', '钢琴入门', '钢琴入门'),
  title('course', '减脂训练营', '健身减脂训练营'),
  title('course', '小学奥数', '小学奥数'),
  title('course', '初中物理', '初中物理'),
  title('course', '高考英语词汇', '高考英语', '词汇'),

  // --- software
  title('software', 'photoshop2024', 'photoshop 2024'),
  title('software', 'premiere', 'premiere'),
  title('software', 'office 2021', 'office 2021'),
  title('software', 'windows11', 'windows 11'),
  title('software', 'autocad', 'autocad'),
  title('software', 'matlab', 'matlab'),
  title('software', 'solidworks2023', 'solidworks 2023'),
  title('software', 'final cut pro', 'final cut pro'),
  title('software', 'navicat', 'navicat'),
  title('software', 'jetbrains', 'jetbrains'),
  title('software', 'wps', 'wps'),
  title('software', 'xmind', 'xmind'),
  title('software', '格式工厂', '格式工厂'),
  title('software', 'parallels desktop', 'parallels desktop'),
  title('software', 'davinci resolve', 'davinci resolve'),
  title('software', '3ds max', '3ds max'),
  title('software', 'origin', 'origin'),
  title('software', 'spss', 'spss'),
  title('software', 'coreldraw', 'coreldraw'),
  title('software', '剪映', '剪映'),

  // --- books
  ...[
    '平凡的世界', '百年孤独', '人类简史', '明朝那些事儿', '围城', '红楼梦', '鬼吹灯', '盗墓笔记', '诡秘之主', '雪中悍刀行', '剑来', '遮天',
    '斗破苍穹', '牧神记', '深入理解计算机系统', '算法导论', '穷查理宝典', '小王子', '追风筝的人', '解忧杂货店', '白夜行', '挪威的森林',
    '沉思录', '置身事内', '苏东坡传', '万历十五年',
  ].map((n) => title('book', n, n)),
  title('book', '三体全集', '三体'),
  title('book', '黑暗森林', '黑暗森林'),
  title('book', '三体3', '三体3'),
  title('book', '死神永生', '死神永生'),
  title('book', '活着 余华', '活着'),
  title('book', '经济学原理 曼昆', '经济学原理'),
  title('book', '明朝那些事', '明朝那些事儿'),

  // --- field words: disk and category
  j('demo', 'field', '电视剧', { cat: '剧集' }),
  j('demo', 'field', '动漫', { cat: '动漫' }),
  j('demo', 'field', '纪录片', { cat: '纪录片' }),
  j('demo', 'field', '综艺', { cat: '综艺' }),
  j('demo', 'field', '电子书', { cat: '电子书' }),
  j('demo', 'field', '小说', { cat: '电子书' }),
  j('demo', 'field', '音乐', { cat: '音乐' }),
  j('demo', 'field', '游戏', { any: ['游戏'] }),
  j('demo', 'field', '软件', { cat: '软件' }),
  j('demo', 'field', '课程', { cat: '课程' }),
  j('demo', 'field', '百度 庆余年', { all: ['庆余年'], disk: 'baidu' }),
  j('demo', 'field', '阿里云盘 电影', { cat: '电影', disk: 'aliyun' }),
  j('demo', 'field', '夸克网盘 三体', { all: ['三体'], disk: 'quark' }),
  j('demo', 'field', '百度网盘 python', { all: ['python'], disk: 'baidu' }),
  j('demo', 'field', '电子书 三体', { all: ['三体'], cat: '电子书' }),
  j('demo', 'field', '动漫 斗罗大陆', { all: ['斗罗大陆'] }),
  j('demo', 'field', '电影 流浪地球', { all: ['流浪地球'] }),
  // quality words are optional
  title('quality', '流浪地球 4k', '流浪地球'),
  title('quality', '庆余年全集', '庆余年'),
  title('quality', '三体 epub', '三体'),
  title('quality', '满江红 1080p', '满江红'),
  title('quality', '琅琊榜 国语', '琅琊榜'),
  title('quality', '鬼吹灯全集', '鬼吹灯'),
  title('quality', '星际穿越 蓝光原盘', '星际穿越'),
  title('quality', '老友记 全集 下载', '老友记'),

  // --- music, documentaries, shows, games
  title('other', '周杰伦', '周杰伦'),
  title('other', '周杰伦 无损', '周杰伦'),
  title('other', '陈奕迅', '陈奕迅'),
  title('other', '邓紫棋', '邓紫棋'),
  title('other', 'taylor swift', 'taylor swift'),
  title('other', '舌尖上的中国', '舌尖上的中国'),
  title('other', '地球脉动', '地球脉动'),
  title('other', '我在故宫修文物', '我在故宫修文物'),
  title('other', '向往的生活', '向往的生活'),
  title('other', '脱口秀大会', '脱口秀大会'),
  title('other', '黑神话悟空', '黑神话：悟空'),
  title('other', '艾尔登法环', '艾尔登法环'),
  title('other', '赛博朋克2077', '赛博朋克2077'),
  title('other', '荒野大镖客2', '荒野大镖客2'),
  title('other', '塞尔达 王国之泪', '塞尔达传说：王国之泪'),
  title('other', '我的世界', '我的世界'),

  // --- partial: words that exist, never together (never zero)
  j('demo', 'partial', '琅琊榜 莲花楼', { any: ['琅琊榜', '莲花楼'] }),
  j('demo', 'partial', '三体 有声书', { all: ['三体'] }),
  j('demo', 'partial', '庆余年 第五季', { all: ['庆余年'] }),

  // --- the synthetic corpus (the 1M benchmark's generator, smaller)
  j('synthetic', 'issue', '庆余年 2', { all: ['庆余年'], any: ['第二季'] }),
  j('synthetic', 'issue', '三体2', { all: ['三体2'] }),
  j('synthetic', 'issue', '你好李焕英', { all: ['你好，李焕英'] }),
  j('synthetic', 'issue', '琅琊榜全集', { all: ['琅琊榜'] }),
  j('synthetic', 'issue', '慶餘年', { all: ['庆余年'] }),
  j('synthetic', 'issue', 'office2021', { all: ['office 2021'] }),
  j('synthetic', 'issue', 'Go语言', { all: ['go 语言'] }),
  j('synthetic', 'issue', 'mysql优化', { all: ['mysql 性能优化'] }),
  j('synthetic', 'issue', '黑镜 第2季', { all: ['黑镜', '第二季'] }),
  j('synthetic', 'issue', '夸克 三体', { all: ['三体'], disk: 'quark' }),
  j('synthetic', 'issue', 'python教程', { all: ['python'] }),
  j('synthetic', 'season', '权力的游戏 第8季', { all: ['权力的游戏', '第八季'] }),
  j('synthetic', 'season', '权力的游戏s08', { all: ['权力的游戏', '第八季'] }),
  j('synthetic', 'season', '老友记 第十季', { all: ['老友记', '第十季'] }),
  j('synthetic', 'season', '生活大爆炸 第12季', { all: ['生活大爆炸', '第十二季'] }),
  j('synthetic', 'season', '绝命毒师5', { all: ['绝命毒师', '第五季'] }),
  j('synthetic', 'season', '黑镜 s06', { all: ['黑镜', '第六季'] }),
  j('synthetic', 'sequel', '流浪地球2', { all: ['流浪地球2'] }),
  j('synthetic', 'sequel', '哪吒2', { all: ['哪吒之魔童闹海'] }),
  j('synthetic', 'synonym', '权游', { all: ['权力的游戏'] }),
  j('synthetic', 'synonym', 'win11', { all: ['windows 11'] }),
  j('synthetic', 'film', '阿凡达水之道', { all: ['阿凡达：水之道'] }),
  j('synthetic', 'film', '肖申克的救赎', { all: ['肖申克的救赎'] }),
  j('synthetic', 'book', '明朝那些事儿', { all: ['明朝那些事儿'] }),
  j('synthetic', 'book', '三体 epub', { all: ['三体'] }),
  j('synthetic', 'script', '權力的遊戲', { all: ['权力的游戏'] }),
  j('synthetic', 'field', '纪录片', { cat: '纪录片' }),
  j('synthetic', 'field', '百度 庆余年', { all: ['庆余年'], disk: 'baidu' }),
  j('synthetic', 'course', '考研数学', { all: ['考研数学'] }),
  j('synthetic', 'software', 'photoshop 2024', { all: ['photoshop 2024'] }),
];
