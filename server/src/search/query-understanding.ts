import { Jieba } from '@node-rs/jieba';
import { dict as jiebaDict } from '@node-rs/jieba/dict.js';
import { codePoints, normalizeText } from './tokenizer';

/**
 * Query understanding (issue 28, ADR 0028): one module that turns what a visitor typed into a
 * plan of term groups, applied with the same normalisation the titles got (normalizeText:
 * width, case, traditional → simplified).
 *
 *  1. fold: normalizeText + separators (，：·-_/|、《》【】()…) → spaces;
 *  2. chunks (split on spaces) → synonyms of the whole chunk, season forms (第2季, s02), quality
 *     words; else script runs (python教程 → python + 教程, office2021 → office + 2021);
 *  3. Chinese runs → jieba (its dictionary plus the title words learned from the corpus), runs
 *     of single characters joined back (李/焕/英 → 李焕英);
 *  4. each word → a group: disk word (夸克 → disk quark), category word (电影 → category 电影),
 *     quality word (4K, 国语, 全集 — optional), a number after a word (庆余年 2 → 第2季 | 第二季
 *     | s02 | 庆余年2 …), a year (2024 is a year), or a plain word (with its synonyms).
 *
 * A group is satisfied when the title contains one of its alternatives (an alternative is one or
 * more parts, all of which must be substrings) — or, for disk and category groups, when the
 * resource's disk / category is the one named. Matching: every required group first; the
 * search service relaxes to weighted coverage when that finds less than a page.
 */

export type GroupKind = 'word' | 'season' | 'year' | 'disk' | 'category' | 'quality';

export interface TermGroup {
  kind: GroupKind;
  /** what the visitor typed for this group (folded) */
  text: string;
  /** alternatives; each is one or more parts that must all be substrings of title_norm */
  alts: string[][];
  /** weight in the coverage score (ranking.ts) */
  weight: number;
  /** optional groups (quality words, noise words) only add to the score */
  required: boolean;
  /** disk group: the disk type */
  disk?: string;
  /** category group: the category name (netdisk_categories.name) */
  category?: string;
}

export interface QueryPlan {
  /** folded query (separators → spaces) */
  norm: string;
  /** the folded query without spaces (exact-phrase bonus) */
  compact: string;
  groups: TermGroup[];
  /** canonical text of the plan: caches are keyed by it */
  key: string;
  /** strings to highlight in titles */
  highlight: string[];
}

// ---------------------------------------------------------------------------------------------
// normalisation

/** Separators and brackets read as spaces in queries (kept in titles: terms never contain them). */
const SEPARATORS = /[,，.。:：;；!！?？、·・\-–—_/\\|()（）[\]【】{}<>《》〈〉「」『』"'“”‘’~～`]+/gu;

/** normalizeText + separators → spaces (query side). `.` stays between digits (3.5, v1.2). */
export function foldQuery(q: string): string {
  const n = normalizeText(q);
  return n
    .replace(/(\d)\.(\d)/g, '$1\u2024$2')
    .replace(SEPARATORS, ' ')
    .replace(/\u2024/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// field words

/** Disk words → disk type (the link parser's types). */
export const DISK_WORDS: Record<string, string> = {
  百度: 'baidu', 百度网盘: 'baidu', 百度云: 'baidu', 百度云盘: 'baidu', 度盘: 'baidu',
  夸克: 'quark', 夸克网盘: 'quark',
  阿里: 'aliyun', 阿里云盘: 'aliyun', 阿里网盘: 'aliyun', 阿里云: 'aliyun', 阿里盘: 'aliyun',
  迅雷: 'xunlei', 迅雷云盘: 'xunlei', 迅雷网盘: 'xunlei',
  '115': '115', '115网盘': '115',
  '123': '123', '123盘': '123', '123云盘': '123', '123网盘': '123',
  天翼: 'tianyi', 天翼云: 'tianyi', 天翼云盘: 'tianyi',
  uc: 'uc', uc网盘: 'uc',
  移动云盘: '139', 和彩云: '139', '139': '139',
  pikpak: 'pikpak',
  磁力: 'magnet', 磁力链接: 'magnet', 种子: 'magnet',
  电驴: 'ed2k', ed2k: 'ed2k',
};

/**
 * Category words → category name. Decision (ADR 0028): a category word is satisfied by the
 * category OR by the title, so `电影` lists the 电影 category (and titles saying 电影), and in a
 * longer query it acts as a filter in the all-terms pass and as a boost once relaxed.
 */
export const CATEGORY_WORDS: Record<string, string> = {
  电影: '电影', 影片: '电影', 大片: '电影',
  电视剧: '剧集', 剧集: '剧集', 连续剧: '剧集', 美剧: '剧集', 韩剧: '剧集', 日剧: '剧集', 英剧: '剧集', 国产剧: '剧集', 网剧: '剧集',
  动漫: '动漫', 动画: '动漫', 番剧: '动漫', 新番: '动漫', 国漫: '动漫',
  综艺: '综艺',
  纪录片: '纪录片',
  课程: '课程', 教程: '课程', 网课: '课程', 视频教程: '课程', 课件: '课程', 培训: '课程',
  软件: '软件', 工具: '软件', 安装包: '软件',
  电子书: '电子书', 小说: '电子书', 书籍: '电子书', 图书: '电子书', 有声书: '电子书',
  音乐: '音乐', 歌曲: '音乐', 专辑: '音乐', 无损音乐: '音乐',
  游戏: '游戏', 单机游戏: '游戏',
};

/** Quality and noise words: optional (they add to the score, never exclude). */
export const QUALITY_WORDS = new Set([
  '4k', '8k', '2k', '1080p', '720p', '2160p', 'hdr', 'dv', '杜比', '杜比视界', '蓝光', '原盘', '蓝光原盘', 'remux', '高码率', '60帧',
  '高清', '超清', '标清', '国语', '粤语', '国粤', '中字', '中英', '中英双字', '双语', '字幕', '中文字幕', '有声', '无删减', '未删减',
  '全集', '完结', '完整版', '合集', '全季', '导演剪辑版', '破解版', '绿色版', '中文版', '专业版', '最新', '最新版', '免费',
  '下载', '资源', '网盘', '链接', '分享', '在线', '观看', '在线观看', '百度云资源', '百度网盘资源', '网盘资源',
]);

/** Seed synonyms: each set is one meaning (the admin edits them: site config `search_synonyms`). */
export const DEFAULT_SYNONYMS: string[][] = [
  ['权游', '权力的游戏'],
  ['哪吒2', '哪吒之魔童闹海'],
  // a variant character OpenCC leaves as it is
  ['瑯琊榜', '琅琊榜'],
  ['达芬奇', 'davinci', 'davinci resolve'],
  ['win11', 'windows 11'],
  ['win10', 'windows 10'],
  ['ps', 'photoshop'],
  ['pr', 'premiere'],
  ['cad', 'autocad'],
  ['js', 'javascript'],
  ['大爆炸', '生活大爆炸'],
  ['海贼', '海贼王', 'one piece'],
  ['火影', '火影忍者'],
];

// ---------------------------------------------------------------------------------------------
// numbers

const CN_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 1–99 → Chinese numerals (2 → 二, 12 → 十二, 20 → 二十). */
export function toChineseNumber(n: number): string {
  if (n <= 10) return CN_DIGITS[n];
  if (n < 20) return `十${n % 10 ? CN_DIGITS[n % 10] : ''}`;
  return `${CN_DIGITS[Math.floor(n / 10)]}十${n % 10 ? CN_DIGITS[n % 10] : ''}`;
}

/** Chinese numerals (一…九十九) or digits → number; NaN when neither. */
export function parseNumber(s: string): number {
  if (/^\d+$/.test(s)) return Number(s);
  if (!/^[一二三四五六七八九十两]+$/.test(s)) return NaN;
  const d = (c: string) => (c === '两' ? 2 : CN_DIGITS.indexOf(c));
  if (s.length === 1) return s === '十' ? 10 : d(s);
  const i = s.indexOf('十');
  if (i < 0) return NaN;
  const tens = i === 0 ? 1 : d(s[0]);
  const ones = i === s.length - 1 ? 0 : d(s[s.length - 1]);
  return tens * 10 + ones;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The forms of season / part n that titles use. */
function seasonAlts(n: number): string[][] {
  const cn = toChineseNumber(n);
  return [[`第${n}季`], [`第${cn}季`], [`s${pad2(n)}`], [`第${n}部`], [`第${cn}部`], ['season', String(n)]];
}

const YEAR = /^(19|20)\d\d$/;

// ---------------------------------------------------------------------------------------------
// segmentation

let jieba: Jieba | undefined;
const learned = new Set<string>();

function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(jiebaDict);
    const words = [...Object.keys(DISK_WORDS), ...Object.keys(CATEGORY_WORDS), ...QUALITY_WORDS, ...DEFAULT_SYNONYMS.flat()]
      .filter((w) => /\p{Script=Han}/u.test(w) && !/\s/.test(w));
    jieba.loadDict(Buffer.from(words.map((w) => `${w} 200000`).join('\n')));
    if (learned.size) jieba.loadDict(Buffer.from([...learned].map((w) => `${w} 100000`).join('\n')));
  }
  return jieba;
}

/** Chinese runs of 2–12 characters in a title: the words the custom dictionary learns. */
export function titleWords(title: string): string[] {
  return (foldQuery(title).match(/\p{Script=Han}{2,12}/gu) ?? []);
}

/**
 * Adds the Chinese runs of these titles to the segmenter's dictionary (the custom dictionary of
 * titles: 庆余年, 琅琊榜, 你好 + 李焕英 …). Returns how many words were new. Plans depend on
 * the dictionary, so caches are keyed by the plan (QueryPlan.key), never by the raw query.
 */
let dictVersion = 0;
/** Changes whenever learnTitles taught the segmenter new words (plans made before may differ now). */
export function dictionaryVersion(): number {
  return dictVersion;
}

export function learnTitles(titles: Iterable<string>): number {
  const fresh: string[] = [];
  for (const t of titles) {
    for (const w of titleWords(t)) {
      if (learned.has(w) || learned.size >= 200_000) continue;
      learned.add(w);
      fresh.push(w);
    }
  }
  if (fresh.length && jieba) jieba.loadDict(Buffer.from(fresh.map((w) => `${w} 100000`).join('\n')));
  if (fresh.length) dictVersion++;
  return fresh.length;
}

/** Splits a Chinese run into words; runs of single characters are joined back. */
export function segmentHan(run: string): string[] {
  if (codePoints(run).length <= 2) return [run];
  const parts = segmenter().cut(run, false);
  const out: string[] = [];
  let singles = '';
  for (const p of parts) {
    if (codePoints(p).length === 1) {
      singles += p;
      continue;
    }
    if (singles) out.push(singles);
    singles = '';
    out.push(p);
  }
  if (singles) out.push(singles);
  return out;
}

/** Script runs of a chunk: Latin (with + and #), digits (with inner dots), Han, anything else. */
function scriptRuns(chunk: string): string[] {
  return chunk.match(/[a-z][a-z+#]*|\d+(?:\.\d+)*|\p{Script=Han}+|[^a-z\d\p{Script=Han}]+/gu) ?? [];
}

// ---------------------------------------------------------------------------------------------
// the lexicon (admin-editable synonyms)

export class Lexicon {
  private readonly synonyms = new Map<string, string[]>();

  constructor(sets: string[][] = DEFAULT_SYNONYMS) {
    for (const set of sets) {
      const forms = [...new Set(set.map(foldQuery).filter(Boolean))];
      if (forms.length < 2) continue;
      for (const f of forms) {
        const had = this.synonyms.get(f) ?? [];
        this.synonyms.set(f, [...new Set([...had, ...forms])]);
      }
    }
  }

  synonymsOf(word: string): string[] | undefined {
    return this.synonyms.get(word);
  }
}

/** Parses and checks the admin's synonym text: a JSON array of arrays of 2–10 strings. */
export function parseSynonyms(raw: unknown): { ok: true; sets: string[][] } | { ok: false; reason: string } {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return { ok: false, reason: '应为 JSON 数组，例如 [["权游","权力的游戏"],["win11","windows 11"]]' };
    }
  }
  if (!Array.isArray(v) || v.length > 500) return { ok: false, reason: '应为最多 500 组同义词组成的 JSON 数组' };
  const sets: string[][] = [];
  for (const [i, set] of v.entries()) {
    if (!Array.isArray(set) || set.length < 2 || set.length > 10 || set.some((w) => typeof w !== 'string' || !w.trim() || w.length > 40)) {
      return { ok: false, reason: `第 ${i + 1} 组应为 2–10 个 1–40 字的词` };
    }
    sets.push((set as string[]).map((w) => w.trim()));
  }
  return { ok: true, sets };
}

// ---------------------------------------------------------------------------------------------
// the plan

function wordWeight(w: string): number {
  const n = codePoints(w).length;
  if (/\p{Script=Han}/u.test(w)) return n >= 2 ? 3 : 1;
  if (/^\d/.test(w)) return 1;
  return n >= 3 ? 3 : 1.5;
}

/** The alternatives of a plain word: itself, or its synonym set (multi-word forms split into parts). */
function wordAlts(w: string, lex: Lexicon): string[][] {
  const syn = lex.synonymsOf(w);
  if (!syn) return [[w]];
  // an abbreviation of 1–2 Latin letters (ps, pr) is searched for only when typed: as the
  // alternative of a longer word it would match inside unrelated words
  const short = (s: string) => /^[a-z]{1,2}$/.test(s);
  return syn.filter((s) => s === w || !short(s) || short(w)).map((s) => s.split(' ').filter(Boolean));
}

/** Weight of a lone character (optional): a quarter of a short word's. */
const LONE_WEIGHT = 0.5;

/** One word of the query → its group (field words, quality words, years, numbers, plain words). */
function groupOf(w: string, prev: TermGroup | undefined, lex: Lexicon): TermGroup {
  const disk = DISK_WORDS[w];
  if (disk) return { kind: 'disk', text: w, alts: [[w]], weight: 2, required: true, disk };
  const category = CATEGORY_WORDS[w];
  if (category) return { kind: 'category', text: w, alts: [[w]], weight: 2, required: true, category };
  if (QUALITY_WORDS.has(w)) return { kind: 'quality', text: w, alts: [[w]], weight: 1, required: false };
  const season = /^第(\d{1,2}|[一二三四五六七八九十两]{1,3})[季部]$/u.exec(w) ?? /^s(\d{1,2})$/.exec(w);
  if (season) {
    const n = parseNumber(season[1]);
    if (n >= 1 && n <= 30) return { kind: 'season', text: w, alts: seasonAlts(n), weight: 2, required: true };
  }
  if (YEAR.test(w)) return { kind: 'year', text: w, alts: [[w]], weight: 1.5, required: true };
  const n = parseNumber(w);
  if (n >= 1 && n <= 30 && codePoints(w).length <= 3 && prev && prev.kind === 'word' && prev.alts.length === 1 && prev.alts[0].length === 1) {
    // a number qualifying the word before it: a season, a part, a sequel
    const p = prev.alts[0][0];
    const cn = toChineseNumber(n);
    const alts = [[`${p}${n}`], [`${p}${cn}`], ...seasonAlts(n)];
    return { kind: 'season', text: w, alts: uniqAlts(alts), weight: 2, required: true };
  }
  return { kind: 'word', text: w, alts: wordAlts(w, lex), weight: wordWeight(w), required: true };
}

function uniqAlts(alts: string[][]): string[][] {
  const seen = new Set<string>();
  return alts.filter((a) => {
    const k = a.join('\u0001');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The words of one chunk (a space-free piece of the folded query). `lone` marks a single Chinese
 * character the segmenter left alone between longer words of the same run (便 and 花 of
 * 便很会花训练营, 与 of 哈利波特与魔法石): it becomes an optional word (it ranks a title that has it
 * higher, but is not required), because a lone character is mostly a particle or the edge of a
 * word cut in half — and as a required index term it is the most expensive one there is (a
 * single character's posting list; ADR 0028, "Lone characters").
 */
function chunkWords(chunk: string, lex: Lexicon): Array<{ w: string; lone?: boolean }> {
  return chunkWordList(chunk, lex).map((w, _i, all) => {
    const lone = all.length > 1 && codePoints(w).length === 1 && /\p{Script=Han}/u.test(w) && all.some((o) => codePoints(o).length > 1 && /\p{Script=Han}/u.test(o));
    return lone ? { w, lone } : { w };
  });
}

function chunkWordList(chunk: string, lex: Lexicon): string[] {
  if (lex.synonymsOf(chunk) || DISK_WORDS[chunk] || CATEGORY_WORDS[chunk] || QUALITY_WORDS.has(chunk)) return [chunk];
  if (/^第(\d{1,2}|[一二三四五六七八九十两]{1,3})[季部]$/u.test(chunk) || /^s\d{1,2}$/.test(chunk) || /^s\d{1,2}e\d{1,3}$/.test(chunk)) return [chunk];
  if (/^\d{3,4}p$|^[248]k$/.test(chunk)) return [chunk];
  const out: string[] = [];
  for (const run of scriptRuns(chunk)) {
    if (!/\p{Script=Han}/u.test(run)) {
      if (run.trim()) out.push(run);
      continue;
    }
    // a season written inside a run: 黑镜第二季 → 黑镜 + 第二季
    for (const piece of run.split(/(第(?:\d{1,2}|[一二三四五六七八九十两]{1,3})[季部])/u)) {
      if (!piece) continue;
      if (/^第/.test(piece) && /[季部]$/.test(piece) && codePoints(piece).length <= 5) out.push(piece);
      else out.push(...segmentHan(piece));
    }
  }
  return out;
}

/**
 * Understands a query. Deterministic for a given lexicon and learned dictionary; cheap
 * (microseconds: a fold, a few regular expressions and a jieba cut of each Chinese run).
 */
export function understand(query: string, lex: Lexicon): QueryPlan {
  const norm = foldQuery(query);
  const groups: TermGroup[] = [];
  if (norm) {
    const whole = lex.synonymsOf(norm);
    if (whole && norm.includes(' ')) {
      groups.push({ kind: 'word', text: norm, alts: wordAlts(norm, lex), weight: 3, required: true });
    } else {
      for (const chunk of norm.split(' ')) {
        for (const { w, lone } of chunkWords(chunk, lex)) {
          const g = groupOf(w, groups[groups.length - 1], lex);
          if (lone && g.kind === 'word' && g.alts.length === 1) {
            g.required = false;
            g.weight = LONE_WEIGHT;
          }
          // the same group twice adds nothing
          if (!groups.some((o) => o.kind === g.kind && o.text === g.text)) groups.push(g);
        }
      }
    }
  }
  // a query of optional words only: they are what the visitor wants
  if (groups.length && groups.every((g) => !g.required)) for (const g of groups) g.required = true;
  const key = groups
    .map((g) => `${g.kind}${g.required ? '' : '?'}:${g.disk ?? g.category ?? g.alts.map((a) => a.join('+')).join('|')}`)
    .join(' ');
  const highlight = [...new Set(groups.flatMap((g) => g.alts.flat()))];
  return { norm, compact: norm.replace(/ /g, ''), groups, key, highlight };
}

/** Whether a title (title_norm) satisfies a group by its text. */
export function titleSatisfies(titleNorm: string, g: TermGroup): boolean {
  return g.alts.some((alt) => alt.every((p) => titleNorm.includes(p)));
}
