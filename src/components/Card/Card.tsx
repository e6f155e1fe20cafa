import type { CSSProperties, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  /** The heading (a string becomes an h2; pass an element for another level). */
  title?: ReactNode;
  /** Something at the end of the head (a sort switch, a link). */
  extra?: ReactNode;
  children?: ReactNode;
  /** 38 px head and 12 px padding (antd size="small"). */
  size?: 'default' | 'small';
  id?: string;
  /** A landmark name when the card is a region of its own. */
  'aria-label'?: string;
  className?: string;
  bodyStyle?: CSSProperties;
}

/**
 * A surface with an optional head (title + extra) like antd's Card, for the public pages drawn
 * without antd (issue 31). A section element, named by its title when it has one.
 */
export function Card({ title, extra, children, size = 'default', id, className, bodyStyle, ...rest }: CardProps) {
  return (
    <section id={id} aria-label={rest['aria-label']} className={[styles.card, size === 'small' ? styles.small : '', className].filter(Boolean).join(' ')}>
      {title || extra ? (
        <div className={styles.head}>
          {typeof title === 'string' ? <h2 className={styles.title}>{title}</h2> : title}
          {extra}
        </div>
      ) : null}
      <div className={styles.body} style={bodyStyle}>
        {children}
      </div>
    </section>
  );
}
