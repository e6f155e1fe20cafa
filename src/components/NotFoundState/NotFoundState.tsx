import { LinkButton } from '../Button';
import { EmptyState } from '../EmptyState';
import styles from './NotFoundState.module.css';

export interface NotFoundStateProps {
  /** e.g. 资源不存在或已被删除 */
  title: string;
  /** The server's reason, shown once (no toast besides it). */
  description?: string;
  /** Ways on: the first is the primary button. */
  links: ReadonlyArray<{ label: string; href: string }>;
}

/**
 * A missing item (resource, article): one message and the ways back (issue 16: the error was
 * shown twice — toast and alert — with no way on). Drawn without antd (issue 31).
 */
export function NotFoundState({ title, description, links }: NotFoundStateProps) {
  return (
    <div className={styles.box}>
      <EmptyState description={false} />
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      <nav aria-label="接下来去哪里" className={styles.links}>
        {links.map((l, i) => (
          <LinkButton key={l.href} variant={i === 0 ? 'primary' : 'default'} href={l.href}>
            {l.label}
          </LinkButton>
        ))}
      </nav>
    </div>
  );
}
