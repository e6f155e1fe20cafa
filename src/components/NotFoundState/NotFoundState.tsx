import { Button, Result } from 'antd';

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
 * shown twice — toast and alert — with no way on).
 */
export function NotFoundState({ title, description, links }: NotFoundStateProps) {
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{title}</h1>}
      subTitle={description}
      extra={
        <nav aria-label="接下来去哪里" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
          {links.map((l, i) => (
            <Button key={l.href} type={i === 0 ? 'primary' : 'default'} href={l.href}>
              {l.label}
            </Button>
          ))}
        </nav>
      }
      style={{ background: '#fff', borderRadius: 8 }}
    />
  );
}
