import { alias, fontFamily, palette, radii, seed, statusSurfaces } from './tokens';

/**
 * The design tokens as CSS custom properties (issue 14). The first screens (landing, the /main
 * header, search) are drawn without antd, by CSS modules that read these variables; antd's
 * pages get the same values through the antd theme (./index.ts). One source: tokens.ts.
 * Installed on <html> by the app entry (src/main.tsx) and by Storybook's preview.
 */
export const cssVariables = {
  '--uj-primary': seed.colorPrimary,
  '--uj-primary-hover': palette.brandDark,
  '--uj-primary-bg': palette.brandLight,
  '--uj-text': alias.text,
  '--uj-text-muted': alias.mutedText,
  '--uj-text-placeholder': alias.placeholderText,
  '--uj-link': alias.link,
  '--uj-link-hover': palette.brandDark,
  '--uj-surface': palette.white,
  '--uj-page-bg': alias.pageBg,
  '--uj-border': '#d9d9d9',
  '--uj-border-light': '#f0f0f0',
  '--uj-success': seed.colorSuccess,
  '--uj-warning': seed.colorWarning,
  '--uj-error': seed.colorError,
  '--uj-success-bg': statusSurfaces.success.bg,
  '--uj-success-border': statusSurfaces.success.border,
  '--uj-warning-bg': statusSurfaces.warning.bg,
  '--uj-warning-border': statusSurfaces.warning.border,
  '--uj-error-bg': statusSurfaces.error.bg,
  '--uj-error-border': statusSurfaces.error.border,
  '--uj-info-bg': statusSurfaces.info.bg,
  '--uj-info-border': statusSurfaces.info.border,
  '--uj-notice-bg': alias.noticeBg,
  '--uj-notice-text': alias.noticeText,
  '--uj-header-bg': alias.headerBg,
  '--uj-footer-bg': alias.footerBg,
  '--uj-footer-text': alias.footerText,
  '--uj-footer-link': alias.footerLink,
  '--uj-vip-gold': alias.vipGold,
  '--uj-vip-gold-bg': alias.vipGoldBg,
  '--uj-badge-bg': alias.badgeBg,
  '--uj-badge-text': alias.badgeText,
  '--uj-nav-active-bg': alias.navActiveBg,
  '--uj-nav-active-text': alias.navActiveText,
  '--uj-hero-bg': alias.heroBg,
  '--uj-radius-sm': `${radii.sm}px`,
  '--uj-radius': `${radii.md}px`,
  '--uj-radius-lg': `${radii.lg}px`,
  '--uj-font': fontFamily,
  '--uj-shadow': '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  '--uj-focus-ring': '0 0 0 2px rgba(5, 145, 255, 0.25)',
} as const;

/** Sets the variables on an element (default <html>); `overrides` lets Storybook pin its font. */
export function installCssVariables(el: HTMLElement = document.documentElement, overrides: Partial<Record<keyof typeof cssVariables, string>> = {}) {
  for (const [name, value] of Object.entries({ ...cssVariables, ...overrides })) el.style.setProperty(name, value);
}
