import { describe, expect, it } from 'vitest';
import {
  codeFromUrl,
  detectDiskType,
  extractCode,
  normalizeUrl,
  parseShareText,
  type DiskType,
} from '../../server/src/search/link-parser';

describe('detectDiskType: every host of the issue', () => {
  const table: Array<[string, DiskType]> = [
    ['https://pan.baidu.com/s/1AbCdEfGhIj', 'baidu'],
    ['https://pan.baidu.com/s/1AbCdEfGhIj?pwd=x1y2', 'baidu'],
    ['http://yun.baidu.com/s/1qWeRtY', 'baidu'],
    ['https://www.alipan.com/s/AbCd1234', 'aliyun'],
    ['https://alipan.com/s/AbCd1234', 'aliyun'],
    ['https://www.aliyundrive.com/s/ZxCv9876', 'aliyun'],
    ['https://pan.quark.cn/s/1a2b3c4d5e6f', 'quark'],
    ['https://115.com/s/sw3abcd?password=x1y2', '115'],
    ['https://115cdn.com/s/swzabcd', '115'],
    ['https://anxia.com/s/swzabcd', '115'],
    ['https://cloud.189.cn/t/AbCdEf', 'tianyi'],
    ['https://cloud.189.cn/web/share?code=AbCdEf', 'tianyi'],
    ['https://drive.uc.cn/s/abcdef123', 'uc'],
    ['https://yun.139.com/link/w/i/abcDEF', '139'],
    ['https://caiyun.139.com/m/i?abcDEF', '139'],
    ['https://caiyun.feixin.10086.cn/abcdEF', '139'],
    ['https://pan.xunlei.com/s/VNabcdEF?pwd=ab12', 'xunlei'],
    ['https://www.123pan.com/s/abc-DEF', '123'],
    ['https://123pan.cn/s/abc-DEF', '123'],
    ['https://www.123684.com/s/abc-DEF', '123'],
    ['https://www.123685.com/s/abc-DEF', '123'],
    ['https://www.123865.com/s/abc-DEF', '123'],
    ['https://www.123912.com/s/abc-DEF', '123'],
    ['https://www.123592.com/s/abc-DEF', '123'],
    ['https://mypikpak.com/s/VNabcdef', 'pikpak'],
    ['magnet:?xt=urn:btih:0123456789ABCDEF0123456789ABCDEF01234567&dn=test', 'magnet'],
    ['MAGNET:?xt=urn:btih:abcdef', 'magnet'],
    ['ed2k://|file|三体.mkv|1024|0123456789ABCDEF0123456789ABCDEF|/', 'ed2k'],
    ['https://example.com/s/abc', 'other'],
    ['https://pan.baidu.com.evil.example/s/1abc', 'other'],
    ['https://notpan.quark.cn.example/s/1', 'other'],
    ['https://fake115.com/s/abc', 'other'],
    ['pan.quark.cn/s/noscheme', 'quark'],
    ['not a url at all', 'other'],
  ];
  it.each(table)('%s → %s', (url, type) => {
    expect(detectDiskType(url)).toBe(type);
  });
});

describe('normalizeUrl: the dedup key', () => {
  const table: Array<[string, string]> = [
    ['https://pan.baidu.com/s/1AbC?pwd=x1y2', 'https://pan.baidu.com/s/1AbC'],
    ['http://PAN.BAIDU.COM/s/1AbC/', 'https://pan.baidu.com/s/1AbC'],
    ['https://pan.quark.cn/s/abc#/list/share', 'https://pan.quark.cn/s/abc'],
    ['  https://www.alipan.com/s/Xy  ', 'https://www.alipan.com/s/Xy'],
    ['https://cloud.189.cn/web/share?code=AbCd', 'https://cloud.189.cn/web/share?code=AbCd'],
    ['magnet:?xt=urn:btih:ABCDEF0123&dn=x&tr=y', 'magnet:?xt=urn:btih:abcdef0123'],
    ['pan.quark.cn/s/abc', 'https://pan.quark.cn/s/abc'],
  ];
  it.each(table)('%s → %s', (url, norm) => {
    expect(normalizeUrl(url)).toBe(norm);
  });
  it('keeps the case of the share path (share ids are case-sensitive)', () => {
    expect(normalizeUrl('https://pan.baidu.com/s/1AbC')).not.toBe(normalizeUrl('https://pan.baidu.com/s/1abc'));
  });
});

describe('extraction codes', () => {
  const table: Array<[string, string]> = [
    ['提取码：ab12', 'ab12'],
    ['提取码:ab12', 'ab12'],
    ['提取码: AB12', 'AB12'],
    ['提取碼：ab12', 'ab12'],
    ['访问码：x9y8', 'x9y8'],
    ['密码：1234', '1234'],
    ['密码:qwer 更多资源请关注', 'qwer'],
    ['pwd: k3k3', 'k3k3'],
    ['PWD：k3k3', 'k3k3'],
    ['提取码 ab12', 'ab12'],
    ['提取码是 ab12', 'ab12'],
    ['没有提取码', ''],
    ['链接：https://pan.baidu.com/s/1abc', ''],
  ];
  it.each(table)('%s → %s', (text, code) => {
    expect(extractCode(text)).toBe(code);
  });
  it('reads ?pwd= from the URL', () => {
    expect(codeFromUrl('https://pan.baidu.com/s/1AbC?pwd=x1y2')).toBe('x1y2');
    expect(codeFromUrl('https://pan.xunlei.com/s/VNab?pwd=ab12#')).toBe('ab12');
    expect(codeFromUrl('https://pan.quark.cn/s/abc')).toBe('');
  });
});

describe('parseShareText: pasted text → every link with code and title', () => {
  it('a Baidu share message with 链接/提取码 on one line', () => {
    const text = '三体 全集 4K\n链接：https://pan.baidu.com/s/1AbCdEf 提取码：x1y2 复制这段内容后打开百度网盘手机App，操作更方便哦';
    const [link, ...rest] = parseShareText(text);
    expect(rest).toHaveLength(0);
    expect(link).toMatchObject({ url: 'https://pan.baidu.com/s/1AbCdEf', pwd: 'x1y2', diskType: 'baidu', title: '三体 全集 4K' });
  });

  it('code on the next line, title before the link on the same line', () => {
    const [link] = parseShareText('庆余年 第二季 https://pan.quark.cn/s/abc123\n提取码：qq11');
    expect(link).toMatchObject({ title: '庆余年 第二季', pwd: 'qq11', diskType: 'quark' });
  });

  it('?pwd= in the URL wins and is not duplicated into the dedup key', () => {
    const [link] = parseShareText('流浪地球2 https://pan.baidu.com/s/1xyz?pwd=ab12');
    expect(link.pwd).toBe('ab12');
    expect(link.urlNorm).toBe('https://pan.baidu.com/s/1xyz');
  });

  it('many links of many disks in one paste, each with its own code', () => {
    const text = [
      '【合集】Python 从入门到精通',
      '百度：https://pan.baidu.com/s/1aaa 提取码：aa11',
      '阿里：https://www.alipan.com/s/bbb 密码：bb22',
      '夸克：https://pan.quark.cn/s/ccc',
      '迅雷 https://pan.xunlei.com/s/VNddd?pwd=dd44',
      '123：https://www.123pan.com/s/eee-fff 访问码：ee55',
      'magnet:?xt=urn:btih:ABCDEF0123456789&dn=%E4%B8%89%E4%BD%93.mkv',
      'ed2k://|file|Python.pdf|1024|0123456789ABCDEF0123456789ABCDEF|/',
      '重复：https://pan.baidu.com/s/1aaa?pwd=aa11',
    ].join('\n');
    const links = parseShareText(text);
    expect(links.map((l) => l.diskType)).toEqual(['baidu', 'aliyun', 'quark', 'xunlei', '123', 'magnet', 'ed2k']);
    expect(links.map((l) => l.pwd)).toEqual(['aa11', 'bb22', '', 'dd44', 'ee55', '', '']);
    expect(links[0].title).toBe('百度');
    expect(links[2].title).toBe('夸克');
  });

  it('a line holding only a link takes the nearest title line above', () => {
    const links = parseShareText('黑神话：悟空 PC 版\n\nhttps://pan.quark.cn/s/wukong\n提取码：wk01');
    expect(links).toEqual([
      expect.objectContaining({ title: '黑神话：悟空 PC 版', pwd: 'wk01', diskType: 'quark' }),
    ]);
  });

  it('two links on one line get the code that follows each', () => {
    const links = parseShareText('https://pan.baidu.com/s/1one 提取码：1111 https://pan.baidu.com/s/1two 提取码：2222');
    expect(links.map((l) => l.pwd)).toEqual(['1111', '2222']);
  });

  it('a link glued to Chinese text and full-width punctuation ends at the text', () => {
    const [link] = parseShareText('资源地址：https://pan.baidu.com/s/1glued，提取码：gg99。');
    expect(link.url).toBe('https://pan.baidu.com/s/1glued');
    expect(link.pwd).toBe('gg99');
  });

  it('a bare host without a scheme is recognised', () => {
    const [link] = parseShareText('纪录片 pan.quark.cn/s/bare01');
    expect(link).toMatchObject({ diskType: 'quark', urlNorm: 'https://pan.quark.cn/s/bare01', title: '纪录片' });
  });

  it('magnet without a title line uses its dn as the title', () => {
    const [link] = parseShareText('magnet:?xt=urn:btih:ABCDEF0123456789&dn=%E4%B8%89%E4%BD%93.mkv');
    expect(link.title).toBe('三体.mkv');
  });

  it('text with no link gives nothing', () => {
    expect(parseShareText('只有文字，没有链接 提取码：1234')).toEqual([]);
  });
});
