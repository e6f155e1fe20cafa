import type { CSSProperties } from 'react';
import { alias, fontWeights, palette, spacing, typeScale } from '../../theme';

export interface SiteBrandProps {
  /** Site name shown next to the logo mark. */
  name?: string;
  /** Chinese tagline under the name (large size only). */
  tagline?: string;
  /** large: landing page (renders an h1); small: header. */
  size?: 'large' | 'small';
  /** When set, the brand is a link (e.g. '#/' in the header). */
  href?: string;
}

export const DEFAULT_SITE_NAME = 'ujuso';
export const DEFAULT_TAGLINE = '优聚搜 · 网盘资源一搜即得';

/** The logo mark: a magnifier over a cloud-disk tile. Decorative; the name carries meaning. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill={palette.brand} />
      <path d="M9 25.5a5 5 0 0 1 1.6-9.7 7 7 0 0 1 13.2-1.4" fill="none" stroke={palette.white} strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="23" cy="22" r="6.5" fill="none" stroke={palette.white} strokeWidth="2.8" />
      <path d="M27.8 26.8 32 31" stroke={palette.white} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function SiteBrand({ name = DEFAULT_SITE_NAME, tagline = DEFAULT_TAGLINE, size = 'large', href }: SiteBrandProps) {
  const large = size === 'large';
  const nameStyle: CSSProperties = {
    margin: 0,
    color: alias.text,
    fontWeight: fontWeights.bold,
    letterSpacing: 0.5,
    ...(large ? typeScale.h1 : typeScale.h4),
  };
  const NameTag = large ? 'h1' : 'span';
  const content = (
    <>
      <LogoMark size={large ? 56 : 32} />
      <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <NameTag style={nameStyle}>{name}</NameTag>
        {large && tagline ? (
          <span style={{ color: alias.mutedText, ...typeScale.bodyLarge }}>{tagline}</span>
        ) : null}
      </span>
    </>
  );
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: large ? spacing.md : spacing.xs,
    textDecoration: 'none',
    color: 'inherit',
  };
  return href ? (
    <a href={href} style={{ ...style, minHeight: 44 }} aria-label={`${name} 首页`}>
      {content}
    </a>
  ) : (
    <div style={style}>{content}</div>
  );
}
