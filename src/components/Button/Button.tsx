import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import ui from '../../theme/ui.module.css';

export type ButtonVariant = 'default' | 'primary' | 'text' | 'link';
export type ButtonSize = 'small' | 'middle' | 'large';

interface Look {
  /** default (outlined) / primary (filled) / text (no border) / link (a text link that acts) */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** A square button holding only an icon (give it an aria-label). */
  iconOnly?: boolean;
  children?: ReactNode;
}

export type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;
export type LinkButtonProps = Look & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The class list of a look (shared by Button and LinkButton; other primitives reuse it). */
export function buttonClass({ variant = 'default', size = 'middle', block, iconOnly }: Look, extra?: string): string {
  return [
    ui.button,
    variant === 'link' && ui.link,
    variant === 'primary' && ui.primary,
    variant === 'text' && ui.text,
    size === 'small' && ui.small,
    size === 'large' && ui.large,
    block && ui.block,
    iconOnly && ui.icon,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A light button (issue 31): antd's metrics (24/32/40 px, radius 8) without antd, for the public
 * pages. On phones (≤ 575 px) every button is at least 44 × 44 px (ui.module.css), the tap target
 * of WCAG 2.5.5. `disabled` uses the native attribute (not focusable, not clickable).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, iconOnly, className, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClass({ variant, size, block, iconOnly }, className)} {...rest}>
      {children}
    </button>
  );
});

/** A link drawn as a button (navigation: 登录, 注册, 查看更多). */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, block, iconOnly, className, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} className={buttonClass({ variant, size, block, iconOnly }, className)} {...rest}>
      {children}
    </a>
  );
});
