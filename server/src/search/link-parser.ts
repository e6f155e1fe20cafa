/**
 * Network-disk link parsing: disk type from the URL host, URL normalisation (the dedup key),
 * extraction codes, and "paste any text" → every link with its code and a guessed title.
 */

import { DISK_TYPE_NAMES, DISK_TYPES, type DiskType } from '../../../contract/disk-constants';

export { DISK_TYPE_NAMES, DISK_TYPES, type DiskType };

/** Host table: a host matches when it equals an entry or ends with "." + entry. */
const HOSTS: Array<[DiskType, string[]]> = [
  ['baidu', ['pan.baidu.com', 'yun.baidu.com']],
  ['aliyun', ['alipan.com', 'aliyundrive.com']],
  ['quark', ['pan.quark.cn']],
  ['115', ['115.com', '115cdn.com', 'anxia.com']],
  ['tianyi', ['cloud.189.cn']],
  ['uc', ['drive.uc.cn']],
  ['139', ['yun.139.com', 'caiyun.139.com', 'caiyun.feixin.10086.cn']],
  ['xunlei', ['pan.xunlei.com']],
  ['123', ['123pan.com', '123pan.cn', '123684.com', '123685.com', '123865.com', '123912.com', '123592.com']],
  ['pikpak', ['mypikpak.com']],
];

/** Disk type of a URL (or magnet:/ed2k:// link); 'other' for anything unrecognised. */
export function detectDiskType(url: string): DiskType {
  const raw = url.trim();
  if (/^magnet:/i.test(raw)) return 'magnet';
  if (/^ed2k:\/\//i.test(raw)) return 'ed2k';
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  for (const [type, hosts] of HOSTS) {
    if (hosts.some((h) => host === h || host.endsWith(`.${h}`))) return type;
  }
  return 'other';
}

/**
 * The dedup key of a link: https scheme for http(s), lower-case host, no fragment, no trailing
 * slash, and the `pwd` query parameter removed (the code is stored separately). magnet: keeps
 * only its btih hash (lower-case); ed2k is lower-cased as a whole.
 */
export function normalizeUrl(url: string): string {
  const raw = url.trim();
  if (/^magnet:/i.test(raw)) {
    const m = /xt=urn:btih:([a-z0-9]+)/i.exec(raw);
    return m ? `magnet:?xt=urn:btih:${m[1].toLowerCase()}` : raw;
  }
  if (/^ed2k:\/\//i.test(raw)) return raw.toLowerCase().replace(/\/+$/, '/');
  let u: URL;
  try {
    u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return raw;
  }
  if (u.protocol === 'http:') u.protocol = 'https:';
  u.hash = '';
  u.searchParams.delete('pwd');
  u.searchParams.delete('password');
  const search = u.searchParams.toString();
  const pathname = u.pathname.replace(/\/+$/, '');
  return `${u.protocol}//${u.host.toLowerCase()}${pathname}${search ? `?${search}` : ''}`;
}

/** Extraction code carried in the URL itself (`?pwd=abcd`, also `#/s/…?pwd=` hash forms). */
export function codeFromUrl(url: string): string {
  const m = /[?&#]pwd=([a-z0-9]{2,8})/i.exec(url);
  return m ? m[1] : '';
}

const CODE_LABEL = String.raw`(?:提取码|提取碼|访问码|訪問碼|密码|密碼|取件码|pwd|code|passcode)`;
const CODE_RE = new RegExp(String.raw`${CODE_LABEL}\s*(?:[:：=]|是)?\s*([a-z0-9]{2,8})(?![a-z0-9])`, 'iu');
const CODE_RE_G = new RegExp(CODE_RE.source, 'giu');

/** Extraction code in free text: 提取码/访问码/密码/pwd followed by a colon (either width). */
export function extractCode(text: string): string {
  const m = CODE_RE.exec(text);
  return m ? m[1] : '';
}

// Links: http(s) URLs (until whitespace, CJK or a closing bracket), bare netdisk hosts, magnet, ed2k.
const LINK_RE =
  /(magnet:\?[^\s"'<>，。；、]+|ed2k:\/\/\|[^\s"'<>]+?\|\/|https?:\/\/[^\s"'<>\u3000-\u303f\u4e00-\u9fff\uff00-\uffef（）【】]+|(?<![\w./])(?:pan\.baidu\.com|yun\.baidu\.com|(?:www\.)?alipan\.com|(?:www\.)?aliyundrive\.com|pan\.quark\.cn|115\.com|115cdn\.com|cloud\.189\.cn|drive\.uc\.cn|yun\.139\.com|caiyun\.139\.com|pan\.xunlei\.com|(?:www\.)?123pan\.com|(?:www\.)?123pan\.cn|mypikpak\.com)\/[^\s"'<>\u3000-\u303f\u4e00-\u9fff\uff00-\uffef（）【】]+)/giu;

const LINK_TEST = new RegExp(LINK_RE.source, 'iu');

export interface ParsedLink {
  title: string;
  url: string;
  /** normalised URL: the dedup key */
  urlNorm: string;
  pwd: string;
  diskType: DiskType;
}

/** Labels and noise removed from a line when it becomes a title. */
const TITLE_NOISE = new RegExp(
  String.raw`(?:${CODE_LABEL}\s*(?:[:：=]|是)?\s*[a-z0-9]{2,8}(?![a-z0-9]))|(?:(?:资源)?(?:名称|标题|链接|鏈接|地址|网盘|分享的文件|我用[^\s:：]*分享了)\s*[:：])|(?:复制这段内容[^\n]*)|(?:点击链接[^\n]*)`,
  'giu',
);

function cleanTitle(line: string): string {
  return line
    .replace(TITLE_NOISE, ' ')
    .replace(/[「」『』【】[\]|｜>»«<🔗📁👉]+/gu, ' ')
    .replace(/^[\s\-—–:：,，.。;；、*#]+|[\s\-—–:：,，.。;；、*#]+$/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, 200);
}

/**
 * Parses pasted text: every link, its extraction code (in the URL, after it on the same line,
 * or on the next line), and a title (the rest of its line, else the nearest non-empty line
 * above that is not itself a link or code). Duplicate links (same normalised URL) appear once.
 */
export function parseShareText(text: string): ParsedLink[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: ParsedLink[] = [];
  const seen = new Set<string>();
  let lastTitleLine = '';
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    const matches = [...line.matchAll(LINK_RE)];
    if (!matches.length) {
      const cleaned = cleanTitle(line);
      if (cleaned && !CODE_RE.test(line)) lastTitleLine = cleaned;
      continue;
    }
    let rest = line;
    for (const m of matches) rest = rest.replace(m[0], ' ');
    const lineTitle = cleanTitle(rest);
    const codesOnLine = [...line.matchAll(CODE_RE_G)];
    for (let k = 0; k < matches.length; k++) {
      const m = matches[k];
      const url = m[0].replace(/[),.;，。；）]+$/u, '');
      const urlNorm = normalizeUrl(url);
      if (seen.has(urlNorm)) continue;
      seen.add(urlNorm);
      let pwd = codeFromUrl(url);
      if (!pwd) {
        // the first code label after this link on the line (before the next link), else the next line
        const start = (m.index ?? 0) + m[0].length;
        const end = k + 1 < matches.length ? (matches[k + 1].index ?? line.length) : line.length;
        const after = codesOnLine.find((c) => (c.index ?? 0) >= start && (c.index ?? 0) < end);
        if (after) pwd = after[1];
        else if (matches.length === 1 && codesOnLine.length === 1) pwd = codesOnLine[0][1];
        else if (li + 1 < lines.length && !LINK_TEST.test(lines[li + 1])) pwd = extractCode(lines[li + 1]);
      }
      const diskType = detectDiskType(url);
      let title = lineTitle || lastTitleLine;
      if (!title && diskType === 'magnet') {
        const dn = /[?&]dn=([^&]+)/i.exec(url);
        if (dn) {
          try {
            title = decodeURIComponent(dn[1].replace(/\+/g, ' '));
          } catch {
            title = dn[1];
          }
        }
      }
      out.push({ title, url, urlNorm, pwd, diskType });
    }
  }
  return out;
}
