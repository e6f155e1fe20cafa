/**
 * Blocks of the Foundations page "Primitives vs antd" (issue 31 item 2): which kit where, each
 * primitive with its antd counterpart, the tokens both read (values taken from src/theme, never
 * copied), and every primitive next to the antd component it replaces.
 */
import {
  Alert as AntAlert,
  Badge as AntBadge,
  Button as AntButton,
  Card as AntCard,
  ConfigProvider,
  Descriptions as AntDescriptions,
  Empty as AntEmpty,
  Input as AntInput,
  Pagination as AntPagination,
  Popconfirm as AntPopconfirm,
  Segmented as AntSegmented,
  Select as AntSelect,
  Skeleton as AntSkeleton,
  Spin as AntSpin,
  Switch as AntSwitch,
  Table as AntTable,
  Tabs as AntTabs,
  Tag as AntTag,
} from 'antd';
import type { ReactNode } from 'react';
import { Alert } from '../../src/components/Alert';
import { Badge } from '../../src/components/Badge';
import { Button } from '../../src/components/Button';
import { Card } from '../../src/components/Card';
import { Confirm } from '../../src/components/Confirm';
import { DescriptionList } from '../../src/components/DescriptionList';
import { EmptyState } from '../../src/components/EmptyState';
import { ListShell } from '../../src/components/ListShell';
import { Pager } from '../../src/components/Pager';
import { RadioGroup } from '../../src/components/RadioGroup';
import { Select } from '../../src/components/Select';
import { Skeleton } from '../../src/components/Skeleton';
import { Spinner } from '../../src/components/Spinner';
import { Switch } from '../../src/components/Switch';
import { Tabs } from '../../src/components/Tabs';
import { Tag } from '../../src/components/Tag';
import { TextInput } from '../../src/components/TextInput';
import { buttonConfig, cssVariables, fontFamily, presetTagColors, theme as antdTheme } from '../../src/theme';

const cell = { padding: '6px 12px', borderBottom: '1px solid #e5e5e5', textAlign: 'left' as const, verticalAlign: 'top' as const };

function Table({ head, rows }: { head: ReactNode[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontFamily, fontSize: 14, lineHeight: '22px' }}>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <td key={j} style={cell}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Which kit where, and why. */
export function KitChoiceTable() {
  return (
    <Table
      head={['用哪一套', '在哪里', '为什么']}
      rows={[
        [
          <strong key="k">基础组件（src/components 里不依赖 antd 的组件，见下表）</strong>,
          '访客会看到的公开页面：首页、/main 布局（页头、公告、页脚）、搜索页、论坛列表与帖子、资源详情、最新/热门/免费/列表页、游戏大厅和四个游戏（猜大小、砸金蛋、石头剪刀布、吹牛，连同下注和开局的表单）；以及个人中心里长得一样的列表（金币明细、我的订单、我的消息、签到记录、我的回复、黑名单，都由 ListShell 画）。',
          '公开页面不加载 antd：首屏 JS ≤ 185 KB gzip（tests/unit/bundle-budget.test.ts）。原生元素 + ARIA：<select> 用手机自带的选择器，<dialog> 自带焦点陷阱和 Esc。',
        ],
        [
          <strong key="k">antd / ProComponents</strong>,
          '登录后的表单（发帖、资料修改、兑换）、管理后台（ProTable、ProForm）、日期选择、上传。',
          '复杂控件（表单校验、日期选择、上传、可排序可筛选的后台表格）已经很成熟，不值得手写。',
        ],
      ]}
    />
  );
}

/** Each primitive: the antd component it stands for, where it is used, what to know. */
export const PRIMITIVE_GUIDE: ReadonlyArray<[string, string, string, string]> = [
  ['Button、LinkButton', 'Button', '一切按钮；导航用 LinkButton（它是链接）', '高 24 / 32 / 40 px；手机上至少 44 × 44 px'],
  ['TextInput', 'Input', '搜索框、公开页面的输入', 'invalid 显示红框并设 aria-invalid'],
  ['Select', 'Select', '少量选项的下拉（排序、时间范围）', '原生 <select>，手机弹出系统选择器；要搜索或多选时用 antd'],
  ['TextArea、FormField', 'Input.TextArea、Form.Item', '公开页面上的小表单（开局、验证公平性）', 'FormField 把标签、控件和错误连起来：错误用 aria-describedby 读出，提交时焦点到第一个错的字段'],
  ['Switch', 'Switch', '一个开或关（只看免费）', 'role="switch"，旁边的文字就是名称'],
  ['RadioGroup', 'Segmented、Radio.Group', '几个互斥的选项（全部 / 未读）', '原生单选框，方向键切换'],
  ['Tabs', 'Tabs（line）', '切换下面的列表显示什么（资源分类、网盘类型）', 'role="tablist"，←/→、Home、End 切换；放不下时横向滚动'],
  ['MenuButton', 'Dropdown（menu）', '点开的菜单（页头的用户菜单）', 'aria-haspopup="menu"；↓/↑ 打开到第一项/最后一项，菜单里 ↑/↓、Home、End 移动，Esc 关闭并把焦点还给按钮'],
  ['Pager', 'Pagination', '所有分页（ListShell 自带）', 'nav 地标「分页」，当前页 aria-current="page"；手机上最多 5 个数字'],
  [
    'ListShell',
    'Card + Table + List + Pagination + Empty + Alert',
    '所有长得像的列表：金币明细、我的订单、我的消息、签到记录、文章列表、我的回复、黑名单',
    '一处画出加载中（骨架屏，aria-busy）、空、出错（role="alert" + 重试）、分页；给了列就在 768 px 以上画表格，手机上每条一张卡片（ListCardRow 排版）',
  ],
  ['Card', 'Card', '一块带标题的区域', 'section 元素，标题即名称'],
  ['DescriptionList', 'Descriptions', '标签—值（资源信息）', '<dl>；手机 1 列、576 px 起 2 列、992 px 起 3 或 4 列'],
  ['Dialog', 'Modal、Drawer', '对话框、手机侧边菜单', '原生 <dialog>：焦点进入、Esc 关闭、焦点回到触发按钮'],
  ['Confirm', 'Popconfirm', '动作前问一次（删除、拉黑、打赏）', '小对话框；危险动作的确认按钮是红色'],
  ['Alert', 'Alert', '提示、加载失败', '出错用 role="alert"，其余 status / note'],
  ['EmptyState', 'Empty', '没有数据', '默认「暂无数据」；列表里用简图'],
  ['Tag', 'Tag', '小标签（类型、状态、有效期）', '颜色取 presetTagColors（深色字浅底，AA 对比度）；能点的用 Button'],
  ['Badge', 'Badge', '未读数气泡', 'aria-hidden：数量写进它所在控件的名称'],
  ['Skeleton、Spinner', 'Skeleton、Spin', '加载中', '外层说明「加载中」（role="status" 或 aria-busy）'],
  ['VisuallyHidden、PageRoot', '—', '只给读屏器的文字；公开页面的根', 'PageRoot 装上 CSS 变量与字体'],
];

export function PrimitiveGuideTable() {
  return <Table head={['基础组件', '对应的 antd', '用在', '要点']} rows={PRIMITIVE_GUIDE.map(([a, b, c, d]) => [<strong key="n">{a}</strong>, b, c, d])} />;
}

type AntToken = keyof NonNullable<typeof antdTheme.token>;
const SHARED: ReadonlyArray<[string, AntToken, keyof typeof cssVariables]> = [
  ['品牌色', 'colorPrimary', '--uj-primary'],
  ['文字', 'colorTextBase', '--uj-text'],
  ['次要文字', 'colorTextSecondary', '--uj-text-muted'],
  ['链接', 'colorLink', '--uj-link'],
  ['成功', 'colorSuccess', '--uj-success'],
  ['警告', 'colorWarning', '--uj-warning'],
  ['错误', 'colorError', '--uj-error'],
  ['错误提示浅底', 'colorErrorBg', '--uj-error-bg'],
  ['错误提示边框', 'colorErrorBorder', '--uj-error-border'],
  ['信息提示浅底', 'colorInfoBg', '--uj-info-bg'],
  ['小圆角', 'borderRadiusSM', '--uj-radius-sm'],
  ['圆角', 'borderRadius', '--uj-radius'],
  ['大圆角', 'borderRadiusLG', '--uj-radius-lg'],
];

/** The same token read by both kits: antd's theme key and value, the CSS variable and its value. */
export function SharedTokensTable() {
  const show = (v: unknown) => <code>{typeof v === 'number' ? `${v}px` : String(v)}</code>;
  return (
    <Table
      head={['用途', 'antd 主题（ConfigProvider）', '基础组件（CSS 变量）']}
      rows={SHARED.map(([what, key, cssVar]) => [
        what,
        <span key="a">
          <code>{key}</code> = {show(antdTheme.token?.[key])}
        </span>,
        <span key="c">
          <code>{cssVar}</code> = {show(cssVariables[cssVar])}
        </span>,
      ])}
    />
  );
}

const TAB_ITEMS = [
  { key: 'all', label: '全部分类' },
  { key: 'movie', label: '影视' },
  { key: 'book', label: '电子书' },
];
const FILTERS = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
];
const INFO = [
  { key: 'disk', label: '网盘', children: '百度网盘' },
  { key: 'size', label: '大小', children: '12.5 GB' },
  { key: 'time', label: '收录', children: '2026-06-01' },
];
interface Entry {
  id: number;
  time: string;
  kind: string;
  delta: string;
}
const LEDGER: Entry[] = [
  { id: 2, time: '2026-06-01 03:00', kind: '兑换 VIP', delta: '-300' },
  { id: 1, time: '2026-06-01 01:00', kind: '每日签到', delta: '+5' },
];
const noop = () => undefined;

function Ant({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} button={buttonConfig}>
      {children}
    </ConfigProvider>
  );
}

const row = { display: 'flex', flexWrap: 'wrap' as const, gap: 8, alignItems: 'center' };

/** [control, the primitive, the antd component with the same settings] */
const PAIRS: ReadonlyArray<[string, ReactNode, ReactNode]> = [
  [
    '按钮',
    <span style={row}>
      <Button variant="primary">搜索</Button>
      <Button>取消</Button>
    </span>,
    <span style={row}>
      <AntButton type="primary">搜索</AntButton>
      <AntButton>取消</AntButton>
    </span>,
  ],
  ['输入框', <TextInput aria-label="基础组件输入框" placeholder="搜索网盘资源" />, <AntInput aria-label="antd 输入框" placeholder="搜索网盘资源" />],
  [
    '选择',
    <Select aria-label="基础组件选择" value="all" onChange={noop} options={[{ value: 'all', label: '时间不限' }]} />,
    <AntSelect aria-label="antd 选择" value="all" options={[{ value: 'all', label: '时间不限' }]} style={{ width: '100%' }} />,
  ],
  [
    '开关',
    <Switch label="只看免费" checked onChange={noop} />,
    <span style={row}>
      <AntSwitch checked aria-label="只看免费" /> 只看免费
    </span>,
  ],
  ['单选分段', <RadioGroup label="消息筛选（基础组件）" value="all" onChange={noop} options={FILTERS} />, <AntSegmented aria-label="消息筛选（antd）" value="all" options={FILTERS} />],
  ['标签页', <Tabs label="资源分类（基础组件）" items={TAB_ITEMS} activeKey="movie" onChange={noop} />, <AntTabs aria-label="资源分类（antd）" activeKey="movie" items={TAB_ITEMS} />],
  [
    '标签',
    <span style={row}>
      <Tag>每日签到</Tag>
      <Tag color={presetTagColors.green}>已完成</Tag>
    </span>,
    <span style={row}>
      <AntTag>每日签到</AntTag>
      <AntTag color="green">已完成</AntTag>
    </span>,
  ],
  ['徽标', <Badge>3</Badge>, <AntBadge count={3} />],
  [
    '提示',
    <Alert type="error" role="note" title="金币明细加载失败" action={<Button size="small">重试</Button>}>
      服务器繁忙，请稍后再试
    </Alert>,
    <AntAlert type="error" showIcon message="金币明细加载失败" description="服务器繁忙，请稍后再试" action={<AntButton size="small">重试</AntButton>} />,
  ],
  [
    '确认',
    <Confirm title="删除这条消息？" okText="删除" danger onConfirm={noop}>
      <Button>删除（点开看确认框）</Button>
    </Confirm>,
    <AntPopconfirm title="删除这条消息？" okText="删除" cancelText="取消" onConfirm={noop}>
      <AntButton>删除（点开看确认框）</AntButton>
    </AntPopconfirm>,
  ],
  ['空状态', <EmptyState image="simple" />, <AntEmpty image={AntEmpty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />],
  [
    '加载中',
    <span style={{ display: 'grid', gap: 8 }}>
      <Skeleton width="60%" />
      <Skeleton />
      <Spinner />
    </span>,
    <span style={{ display: 'grid', gap: 8 }}>
      <AntSkeleton title={false} paragraph={{ rows: 2 }} />
      <AntSpin />
    </span>,
  ],
  ['分页', <Pager page={2} size={10} total={42} onChange={noop} />, <AntPagination current={2} pageSize={10} total={42} showSizeChanger={false} showTotal={(t) => `共 ${t} 条`} />],
  ['描述列表', <DescriptionList items={INFO} />, <AntDescriptions size="small" column={3} items={INFO} />],
  [
    '卡片',
    <Card title="点赞与打赏">本文附有百度网盘来源链接。</Card>,
    <AntCard title="点赞与打赏">本文附有百度网盘来源链接。</AntCard>,
  ],
  [
    '列表',
    <ListShell<Entry>
      title="金币明细"
      items={LEDGER}
      rowKey={(r) => r.id}
      columns={[
        { key: 'time', title: '时间', width: 150, render: (r) => r.time },
        { key: 'kind', title: '类型', render: (r) => <Tag>{r.kind}</Tag> },
        { key: 'delta', title: '变动', width: 80, align: 'right', render: (r) => r.delta },
      ]}
      renderItem={(r) => `${r.kind} ${r.delta}`}
      tableMinWidth={300}
      showTotal
      total={2}
      page={1}
      size={10}
      onPageChange={noop}
    />,
    <AntCard title="金币明细">
      <AntTable<Entry>
        rowKey="id"
        size="middle"
        dataSource={LEDGER}
        columns={[
          { title: '时间', dataIndex: 'time', width: 150 },
          { title: '类型', dataIndex: 'kind', render: (v: string) => <AntTag>{v}</AntTag> },
          { title: '变动', dataIndex: 'delta', width: 80, align: 'right' },
        ]}
        pagination={{ total: 2, showTotal: (t) => `共 ${t} 条` }}
      />
    </AntCard>,
  ],
];

/** Every primitive next to the antd component it replaces, with the same settings and theme. */
export function SideBySide() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr) minmax(0, 1fr)', gap: 16, alignItems: 'center', fontFamily, fontSize: 14 }}>
      <strong>控件</strong>
      <strong>基础组件</strong>
      <strong>antd</strong>
      {PAIRS.map(([name, light, ant]) => (
        <div key={name} style={{ display: 'contents' }}>
          <span>{name}</span>
          <div style={{ minWidth: 0 }}>{light}</div>
          <div style={{ minWidth: 0 }}>
            <Ant>{ant}</Ant>
          </div>
        </div>
      ))}
    </div>
  );
}
