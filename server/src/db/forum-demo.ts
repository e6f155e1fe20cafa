import type { AppContext } from '../context';

/** Demo authors of the forum (they cannot log in: no usable password). */
const AUTHORS = ['pan_laosiji', 'ziyuan_xiaobai', 'yingshi_mi'];

type Demo = { cate: string; title: string; content: string; link?: string; views?: number };

const ARTICLES: Demo[] = [
  { cate: '资源分享', title: '《三体》广播剧全集 无损音质', content: '## 资源介绍\n\n刘慈欣《三体》三部曲广播剧，共 **六季**，无损 FLAC。\n\n- 第一季：地球往事\n- 第二季：黑暗森林\n\n> 点赞后可见下载链接，觉得好用请打赏支持。', link: '链接：https://pan.baidu.com/s/1sAnTiDemo01 提取码：3t3t', views: 1288 },
  { cate: '资源分享', title: '庆余年 第二季 4K 高码率 全集', content: '张若昀主演，**4K HDR** 版本，内封中字。\n\n画质对比见下图说明，空间不够的可以选 1080P。', link: 'https://www.alipan.com/s/QingYuNian2Demo', views: 2301 },
  { cate: '资源分享', title: '考研英语历年真题 2005—2025 PDF 合集', content: '整理了近二十年的考研英语（一）（二）真题与详解，**按年份分文件夹**。\n\n1. 真题原卷\n2. 逐句精讲\n3. 作文模板', link: '链接：https://pan.quark.cn/s/kaoyanDemo2025 提取码：ky25', views: 960 },
  { cate: '资源分享', title: '宫崎骏动画电影合集 蓝光原盘', content: '《千与千寻》《龙猫》《哈尔的移动城堡》等 **11 部**，国日双语。', link: 'magnet:?xt=urn:btih:0123456789ABCDEF0123456789ABCDEF01234567&dn=Miyazaki', views: 1742 },
  { cate: '资源分享', title: 'Python 从入门到实践 第三版 配套代码', content: '书中全部示例代码和练习答案，适合零基础入门。\n\n```python\nprint("你好，ujuso")\n```', link: 'https://www.123pan.com/s/PythonDemo3', views: 655 },
  { cate: '资源分享', title: '纪录片《河西走廊》1080P 十集全', content: '央视出品，讲述河西走廊两千年历史，**强烈推荐**。', link: '链接：https://cloud.189.cn/t/HeXiDemo01 （访问码：hx10）', views: 512 },
  { cate: '资源分享', title: '英雄联盟 S14 全球总决赛 全场录像', content: '包含入围赛到决赛所有场次，解说为官方中文。', link: 'https://pan.xunlei.com/s/LolS14Demo', views: 433 },
  { cate: '资源分享', title: '周杰伦 全部专辑 FLAC 无损', content: '从《Jay》到《最伟大的作品》，共 15 张专辑，含歌词文件。', link: '链接：https://pan.baidu.com/s/1JayChouDemo 提取码：jay1', views: 3120 },
  { cate: '资源分享', title: '小学数学 一到六年级 同步课程视频', content: '人教版同步讲解，每课 15 分钟左右，适合孩子在家复习。', link: 'https://drive.uc.cn/s/MathDemo16', views: 288 },
  { cate: '资源分享', title: 'Adobe 常用字体包 中文商用免费版', content: '思源黑体、思源宋体、站酷系列等 **可免费商用** 字体，附授权说明。', link: 'https://pan.quark.cn/s/FontsDemo01', views: 742 },
  { cate: '求助', title: '求《流浪地球 2》导演剪辑版', content: '网上只找到院线版，有没有朋友分享一下导演剪辑版？有偿，金币打赏。' , views: 204 },
  { cate: '求助', title: '百度网盘提示“链接已失效”怎么办？', content: '昨天保存的链接今天就打不开了，是分享者取消了还是被和谐了？有没有办法找回？', views: 377 },
  { cate: '求助', title: '夸克网盘 转存 总是失败 提示容量不足', content: '明明还有 200G 空间，转存一个 5G 的文件夹就失败，求解。', views: 198 },
  { cate: '求助', title: '求一本老书：《平凡的世界》有声版', content: '想在通勤路上听，最好是李野墨播讲的版本。', views: 156 },
  { cate: '求助', title: '阿里云盘 和 115 哪个更适合存电影？', content: '准备长期存 4K 电影，主要看速度和稳定性，大家有什么经验？', views: 421 },
  { cate: '求助', title: '磁力链接下载速度一直是 0', content: '用迅雷下载磁力链接，一直卡在 0%，换了几个客户端都不行。', views: 233 },
  { cate: '求助', title: '求 2024 年注册会计师 CPA 全套课程', content: '六科都要，最好有讲义 PDF，谢谢各位！', views: 311 },
  { cate: '教程', title: '新手教程：如何在 ujuso 搜索网盘资源', content: '## 三步找到资源\n\n1. 在首页输入关键词，例如 `三体`\n2. 用网盘类型筛选结果\n3. 点进详情，复制链接和提取码\n\n> 小技巧：一两个字也能搜，比如 **剑** 或 **三体**。', views: 4210 },
  { cate: '教程', title: '百度网盘 不限速 的几种合法办法', content: '- 开通会员\n- 使用官方“极速下载”试用\n- 转存到其他网盘再下载\n\n**不要** 使用来路不明的破解客户端，账号可能被封。', views: 2876 },
  { cate: '教程', title: '磁力链接和 ed2k 是什么？一篇讲清楚', content: '磁力链接（magnet）用文件的哈希值定位资源，**不依赖服务器**；ed2k 是电驴网络的链接格式。\n\n推荐客户端：qBittorrent、迅雷。', views: 1530 },
  { cate: '教程', title: '如何写一篇受欢迎的分享帖', content: '## 标题\n写清楚资源名称、版本、清晰度。\n\n## 正文\n简介 + 目录截图 + 注意事项。\n\n## 链接\n填写在“来源链接”里，点赞可见，既保护链接也能收获点赞。', views: 890 },
  { cate: '教程', title: '阿里云盘 分享链接 防失效 小技巧', content: '分享时选择 **永久有效**，文件夹内不要放敏感文件名，避免被系统误判。', views: 640 },
  { cate: '教程', title: '每日签到与金币使用说明', content: '每天签到可以领取金币，连续签到奖励更多。金币可以用来 **打赏好帖**、兑换 VIP。', views: 1102 },
  { cate: '教程', title: 'Markdown 发帖语法速查', content: '| 写法 | 效果 |\n| --- | --- |\n| `**粗体**` | **粗体** |\n| `# 标题` | 一级标题 |\n| `- 列表` | 列表 |\n\n> 为了安全，帖子里的 HTML 标签不会被执行。', views: 705 },
  { cate: '闲聊', title: '大家的网盘都存了多少 T？', content: '我自己百度 5T、阿里 2T，感觉永远不够用 😂', views: 980 },
  { cate: '闲聊', title: '今年看过最好看的国产剧是哪部？', content: '我投《漫长的季节》一票，演技和剧本都太棒了。', views: 1410 },
  { cate: '闲聊', title: '分享一下你的追剧清单', content: '最近在看《繁花》和《庆余年》，求推荐类似风格的。', views: 522 },
  { cate: '闲聊', title: '第一次在论坛发帖，请多关照', content: '潜水很久了，今天终于注册发帖，感谢各位的分享！', views: 133 },
  { cate: '闲聊', title: '用了十年的移动硬盘坏了，数据全没了', content: '血的教训：重要资料一定要 **多地备份**，网盘 + 本地硬盘。', views: 866 },
  { cate: '闲聊', title: '周末去哪儿？推荐几部适合全家看的电影', content: '《寻梦环游记》《疯狂动物城》《哪吒之魔童闹海》都不错。', views: 371 },
  { cate: '资源分享', title: '《哪吒之魔童闹海》1080P 国语中字', content: '院线版，音画同步，附带花絮。', link: 'https://www.alipan.com/s/NezhaDemo2', views: 2650 },
  { cate: '资源分享', title: '剑来 动画 第一季 全集', content: '烽火戏诸侯原著改编，**4K** 版本，更新至最终集。', link: '链接：https://pan.baidu.com/s/1JianLaiDemo 提取码：jl01', views: 1877 },
];

/**
 * Forum demo data: a pinned notice by the admin and a few dozen articles by demo authors across
 * the default categories, spread over the last month. Runs once, with the other demo seeders.
 */
export async function seedForumDemo(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const cates = new Map((await ctx.services.bbsCategories.list()).map((c) => [c.name, c.id]));
  const authorIds: number[] = [];
  for (const name of AUTHORS) {
    const existing = await ctx.repos.users.byUsername(name);
    authorIds.push(
      existing?.id ??
        (await ctx.repos.users.insert({
          username: name,
          email: `${name}@demo.ujuso.local`,
          password_hash: '!demo-account-no-login',
          role: 'user',
          coin: 0,
          vip_expired: 0,
          continue_sign_days: 0,
          last_login_ip: '',
          last_login_belong: '',
          avatar: '',
          banned: 0,
          created_at: now - 40 * 86_400_000,
          updated_at: now - 40 * 86_400_000,
        })),
    );
  }
  const admin = await ctx.repos.users.byUsername(ctx.config.adminUsername);
  const items = ARTICLES.filter((a) => cates.has(a.cate)).map((a, i) => ({
    user_id: authorIds[i % authorIds.length],
    cate_id: cates.get(a.cate)!,
    title: a.title,
    content: a.content,
    source_link: a.link,
    views: a.views ?? 0,
    created_at: now - (ARTICLES.length - i) * 19 * 3_600_000,
  }));
  const notice = cates.get('公告');
  if (admin && notice) {
    items.push({
      user_id: admin.id,
      cate_id: notice,
      title: '【公告】ujuso 论坛版规与点赞可见说明',
      content:
        '## 欢迎来到 ujuso 论坛\n\n1. 请在正确的分类发帖，标题写清楚资源名称。\n2. 分享链接请填写在 **来源链接** 中：读者 **点赞后可见**。\n3. 好帖可以 **打赏** 作者金币。\n4. 禁止发布违法违规内容，违者删帖封号。\n\n祝大家找资源愉快！',
      source_link: undefined,
      views: 5210,
      created_at: now - 30 * 86_400_000,
    });
  }
  const ids = await ctx.services.articles.importMany(items);
  const noticeId = admin && notice ? ids[ids.length - 1] : undefined;
  if (noticeId !== undefined) await ctx.services.articles.setFixed(noticeId, true);
}
