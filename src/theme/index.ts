import type { ThemeConfig } from 'antd';
import { alias, fontFamily, palette, presetTagColors, radii, seed, statusSurfaces } from './tokens';

/** Map tokens `<colour>7` (the coloured Tag text) set to the AA-passing shades. */
const presetTextTokens = Object.fromEntries(
  Object.entries(presetTagColors).map(([key, c]) => [`${key}7`, c.text]),
) as Record<`${keyof typeof presetTagColors}7`, string>;

export * from './tokens';
export * from './contrast';
export * from './cssVars';

/**
 * antd's Button puts a space between two Chinese characters (`搜 索`, `发 布`) unless told not to
 * (issue 30): off everywhere — the app's ConfigProvider (AntdScope) and Storybook's preview both
 * spread this, so a story shows what the app shows.
 */
export const buttonConfig = { autoInsertSpace: false } as const;

/** The antd theme built from our tokens; used by the app and by Storybook's preview. */
export const theme: ThemeConfig = {
  token: {
    ...seed,
    ...presetTextTokens,
    fontFamily,
    fontWeightStrong: 600,
    borderRadiusSM: radii.sm,
    borderRadiusLG: radii.lg,
    // antd's default secondary/description greys (45% black) measure 3.4:1 — darken them to AA.
    colorTextSecondary: alias.mutedText,
    colorTextTertiary: alias.mutedText,
    colorTextDescription: alias.mutedText,
    colorTextPlaceholder: alias.placeholderText,
    colorLink: alias.link,
    colorLinkHover: palette.brandDark,
    colorSuccessBg: statusSurfaces.success.bg,
    colorSuccessBorder: statusSurfaces.success.border,
    colorWarningBg: statusSurfaces.warning.bg,
    colorWarningBorder: statusSurfaces.warning.border,
    colorErrorBg: statusSurfaces.error.bg,
    colorErrorBorder: statusSurfaces.error.border,
    colorInfoBg: statusSurfaces.info.bg,
    colorInfoBorder: statusSurfaces.info.border,
    // Loading buttons keep full opacity: antd's 0.65 drops white-on-blue below 4.5:1.
    opacityLoading: 1,
  },
  components: {
    Layout: {
      headerBg: alias.headerBg,
      bodyBg: alias.pageBg,
      footerBg: alias.footerBg,
      headerHeight: 64,
      headerPadding: '0 16px',
    },
    // Preset tag colours fail axe colour-contrast (STACK.md trap 11); ours are set per role.
    Tag: { defaultColor: alias.text, defaultBg: palette.paper },
    Badge: { colorError: alias.badgeBg, colorTextLightSolid: alias.badgeText },
  },
};
