/**
 * Design tokens in three tiers, like antd's own: seed (brand decisions) → map (derived palette)
 * → alias (roles used by components). Every text/background pair listed in `contrastPairs`
 * passes WCAG AA (4.5:1 for body text); stories/foundations/Colors.mdx prints the measured
 * ratios and tests/unit/theme/contrast.test.ts enforces them.
 */
export const seed = {
  /** Brand blue (antd blue-7). */
  colorPrimary: '#0958d9',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#cf1322',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  colorTextBase: '#1f1f1f',
  colorBgBase: '#ffffff',
  borderRadius: 8,
  fontSize: 14,
} as const;

/** Map tier: the derived palette the alias roles pick from. */
export const palette = {
  brand: '#0958d9',
  brandDark: '#003eb3',
  brandLight: '#e6f4ff',
  ink: '#1f1f1f',
  inkSecondary: '#595959',
  inkPlaceholder: '#737373',
  white: '#ffffff',
  paper: '#f5f7fa',
  amberBg: '#fff7e6',
  amberInk: '#873800',
  goldBg: '#fff1b8',
  goldInk: '#7c4600',
  night: '#1f1f1f',
  nightInk: '#d9d9d9',
  nightLink: '#91caff',
  red: '#cf1322',
  green: '#237804',
} as const;

/**
 * Chinese-first SYSTEM font stack (issue 14): the production app loads no web font. Apple
 * (PingFang SC via -apple-system), Windows (Microsoft YaHei), HarmonyOS / Xiaomi phones,
 * Android and Linux (Noto Sans CJK SC, Source Han Sans SC) all ship an excellent Chinese font.
 * Storybook and the screenshot tests pin Noto Sans SC instead (.storybook/fonts.ts).
 */
export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'HarmonyOS Sans SC', 'MiSans', 'Noto Sans SC', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Type scale: font sizes in px (antd's scale) with CSS line heights suited to CJK text. */
export const typeScale = {
  caption: { fontSize: 12, lineHeight: '20px' },
  body: { fontSize: 14, lineHeight: '22px' },
  bodyLarge: { fontSize: 16, lineHeight: '26px' },
  h4: { fontSize: 20, lineHeight: '28px' },
  h3: { fontSize: 24, lineHeight: '32px' },
  h2: { fontSize: 30, lineHeight: '38px' },
  h1: { fontSize: 38, lineHeight: '46px' },
} as const;

export const fontWeights = { regular: 400, medium: 500, strong: 600, bold: 700 } as const;

/** Spacing scale (px), 4-based. */
export const spacing = { xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32, xxl: 48 } as const;
export const radii = { sm: 4, md: 8, lg: 12, pill: 999 } as const;

/** Layout breakpoint below which the mobile layout is used (antd `md`). */
export const mobileBreakpoint = 768;
/** Maximum content width of the /main layout. */
export const contentMaxWidth = 1200;

/** Alias tier: colours by role. Components use these, never raw hex values. */
export const alias = {
  headerBg: palette.white,
  pageBg: palette.paper,
  text: palette.ink,
  mutedText: palette.inkSecondary,
  placeholderText: palette.inkPlaceholder,
  link: palette.brand,
  noticeBg: palette.amberBg,
  noticeText: palette.amberInk,
  footerBg: palette.night,
  footerText: palette.nightInk,
  footerLink: palette.nightLink,
  vipGold: palette.goldInk,
  vipGoldBg: palette.goldBg,
  badgeBg: palette.red,
  badgeText: palette.white,
  navActiveBg: palette.brandLight,
  navActiveText: palette.brandDark,
  heroBg: palette.brandLight,
} as const;

/**
 * antd's coloured Tags write shade 7 of a preset palette on shade 1; several of those measure
 * 2.75–3.4:1 (STACK.md trap 11). These replace shade 7 with the first shade reaching 4.5:1
 * on shade 1 (the `bg` value is antd's shade 1, unchanged).
 */
export const presetTagColors = {
  blue: { text: '#0958d9', bg: '#e6f4ff' },
  purple: { text: '#531dab', bg: '#f9f0ff' },
  cyan: { text: '#006d75', bg: '#e6fffb' },
  green: { text: '#237804', bg: '#f6ffed' },
  magenta: { text: '#c41d7f', bg: '#fff0f6' },
  pink: { text: '#c41d7f', bg: '#fff0f6' },
  red: { text: '#cf1322', bg: '#fff1f0' },
  orange: { text: '#ad4e00', bg: '#fff7e6' },
  yellow: { text: '#876800', bg: '#feffe6' },
  volcano: { text: '#ad2102', bg: '#fff2e8' },
  geekblue: { text: '#1d39c4', bg: '#f0f5ff' },
  lime: { text: '#3f6600', bg: '#fcffe6' },
  gold: { text: '#874d00', bg: '#fffbe6' },
} as const;

/**
 * Status surfaces (Alert, Result, Message backgrounds). antd derives them from the status seed
 * colour; our seeds are dark (for AA text on white), which turns the derived backgrounds into
 * muddy olive/brown. These are antd's standard light shades instead.
 */
export const statusSurfaces = {
  success: { bg: '#f6ffed', border: '#b7eb8f' },
  warning: { bg: '#fffbe6', border: '#ffe58f' },
  error: { bg: '#fff2f0', border: '#ffccc7' },
  info: { bg: '#e6f4ff', border: '#91caff' },
} as const;

/** The text/background pairs the UI uses; each must reach `min` (WCAG AA). */
export const contrastPairs: ReadonlyArray<{
  name: string;
  fg: string;
  bg: string;
  min: number;
}> = [
  { name: '正文 / 白底', fg: alias.text, bg: palette.white, min: 4.5 },
  { name: '正文 / 页面底色', fg: alias.text, bg: alias.pageBg, min: 4.5 },
  { name: '次要文字 / 白底', fg: alias.mutedText, bg: palette.white, min: 4.5 },
  { name: '次要文字 / 页面底色', fg: alias.mutedText, bg: alias.pageBg, min: 4.5 },
  { name: '占位文字 / 白底', fg: alias.placeholderText, bg: palette.white, min: 4.5 },
  { name: '链接 / 白底', fg: alias.link, bg: palette.white, min: 4.5 },
  { name: '链接 / 页面底色', fg: alias.link, bg: alias.pageBg, min: 4.5 },
  { name: '主按钮文字 / 品牌蓝', fg: palette.white, bg: seed.colorPrimary, min: 4.5 },
  { name: '导航选中 / 浅蓝', fg: alias.navActiveText, bg: alias.navActiveBg, min: 4.5 },
  { name: '链接 / 浅蓝', fg: alias.link, bg: alias.heroBg, min: 4.5 },
  { name: '公告文字 / 公告底色', fg: alias.noticeText, bg: alias.noticeBg, min: 4.5 },
  { name: '页脚文字 / 页脚底色', fg: alias.footerText, bg: alias.footerBg, min: 4.5 },
  { name: '页脚链接 / 页脚底色', fg: alias.footerLink, bg: alias.footerBg, min: 4.5 },
  { name: 'VIP 文字 / VIP 底色', fg: alias.vipGold, bg: alias.vipGoldBg, min: 4.5 },
  { name: '徽标数字 / 徽标红', fg: alias.badgeText, bg: alias.badgeBg, min: 4.5 },
  { name: '成功 / 白底', fg: seed.colorSuccess, bg: palette.white, min: 4.5 },
  { name: '警告 / 白底', fg: seed.colorWarning, bg: palette.white, min: 4.5 },
  { name: '错误 / 白底', fg: seed.colorError, bg: palette.white, min: 4.5 },
  ...Object.entries(statusSurfaces).map(([key, c]) => ({ name: `正文 / ${key} 提示底色`, fg: alias.text, bg: c.bg, min: 4.5 })),
  ...Object.entries(presetTagColors).map(([key, c]) => ({ name: `标签 ${key}`, fg: c.text, bg: c.bg, min: 4.5 })),
];
