/**
 * Design tokens in three tiers, like antd's own: seed (brand decisions) → map (derived palette)
 * → alias (roles used by components). Every text/background pair used here passes WCAG AA
 * (4.5:1) — see stories/foundations/Colors.mdx, which prints the measured ratios.
 */
export const seed = {
  /** Brand blue (antd blue-7): 6.0:1 on white. */
  colorPrimary: '#0958d9',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#cf1322',
  colorInfo: '#0958d9',
  colorTextBase: '#1f1f1f',
  colorBgBase: '#ffffff',
  borderRadius: 8,
  fontSize: 14,
} as const;

/** Chinese-first font stack; Noto Sans SC is bundled (pinned) so screenshots match everywhere. */
export const fontFamily =
  "'Noto Sans SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Source Han Sans SC', 'WenQuanYi Micro Hei', system-ui, sans-serif";

export const spacing = { xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32, xxl: 48 } as const;
export const radii = { sm: 4, md: 8, lg: 12, pill: 999 } as const;

/** Layout breakpoint below which the mobile layout is used (antd `md`). */
export const mobileBreakpoint = 768;

export const alias = {
  headerBg: '#ffffff',
  pageBg: '#f5f7fa',
  noticeBg: '#fff7e6',
  noticeText: '#873800',
  footerBg: '#1f1f1f',
  footerText: '#d9d9d9',
  mutedText: '#595959',
  vipGold: '#874d00',
  vipGoldBg: '#fff1b8',
} as const;
