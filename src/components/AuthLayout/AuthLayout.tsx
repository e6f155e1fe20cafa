import { Card, Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { alias, spacing, typeScale } from '../../theme';
import { SiteBrand } from '../SiteBrand';

export interface AuthLayoutProps {
  /** The page heading (h1), e.g. 注册 or 找回密码. */
  title: string;
  children: ReactNode;
  /** Links under the card (to log in, register, recover the password). */
  links?: ReadonlyArray<{ label: string; href: string }>;
}

/** The standalone frame of /login, /register and /find_pass: the brand, a card and links. */
export function AuthLayout({ title, children, links = [] }: AuthLayoutProps) {
  return (
    <Layout style={{ minHeight: '100vh', background: alias.heroBg }}>
      <Layout.Content style={{ padding: `${spacing.xxl}px ${spacing.md}px` }}>
        <Flex vertical align="center" gap={spacing.lg}>
          <SiteBrand size="small" href="#/" />
          <Card title={<h1 style={{ margin: 0, ...typeScale.h4 }}>{title}</h1>} style={{ width: '100%', maxWidth: 420 }}>
            {children}
            {links.length ? (
              <Flex justify="space-between" wrap gap={spacing.sm} style={{ marginTop: spacing.md }}>
                {links.map((l) => (
                  <a key={l.href} href={l.href}>
                    {l.label}
                  </a>
                ))}
              </Flex>
            ) : null}
          </Card>
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
