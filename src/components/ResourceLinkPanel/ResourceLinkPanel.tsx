import { LockOutlined } from '@ant-design/icons';
import type { ResourceDetail } from '../../api/resources';
import { alias, palette, radii, spacing } from '../../theme/tokens';
import { Button, LinkButton } from '../Button';
import { CoinSpendConfirm } from '../CoinSpendConfirm';
import { CopyLinkButton } from '../CopyLinkButton';
import { ShareQrCode } from '../ShareQrCode';
import { Spinner } from '../Spinner';

export interface ResourceLinkPanelProps {
  detail: Pick<ResourceDetail, 'url' | 'pwd' | 'locked' | 'price' | 'unlocked_by' | 'title'>;
  loggedIn: boolean;
  isVip?: boolean;
  /** The viewer's coins (shown beside the price). */
  coin?: number;
  revealing?: boolean;
  onReveal: () => void;
  /** Where 登录后查看 goes. */
  loginHref?: string;
  /** Stories only: show the payment confirmation open. */
  confirmOpen?: boolean;
}

const UNLOCK_NOTES: Record<string, string> = {
  paid: '已购买，链接永久可见',
  vip: 'VIP 会员免费查看',
  owner: '这是你分享的资源',
};

/** The link and extraction code of a resource, or the way to reveal a paid one. */
export function ResourceLinkPanel({ detail, loggedIn, isVip = false, coin, revealing = false, onReveal, loginHref = '#/login', confirmOpen }: ResourceLinkPanelProps) {
  const box = { padding: spacing.md, borderRadius: radii.md, background: palette.paper, display: 'flex', flexDirection: 'column' as const, gap: spacing.xs };
  if (detail.locked || !detail.url) {
    return (
      <section aria-label="网盘链接" style={box}>
        <div style={{ display: 'flex', alignItems: 'center', gap: spacing.xs, color: alias.text }}>
          <LockOutlined aria-hidden />
          <span>这是付费资源，需要 {detail.price} 金币查看链接（VIP 会员免费）</span>
        </div>
        {!loggedIn ? (
          <LinkButton variant="primary" href={loginHref} style={{ alignSelf: 'flex-start' }}>
            登录后查看
          </LinkButton>
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm }}>
            {isVip ? (
              <Button variant="primary" aria-busy={revealing || undefined} onClick={() => (revealing ? undefined : onReveal())}>
                {revealing ? <Spinner size="small" /> : null}
                VIP 免费查看
              </Button>
            ) : (
              <CoinSpendConfirm title="购买链接" what="查看这个链接" price={detail.price} balance={coin ?? 0} okText="确认支付" onConfirm={onReveal} open={confirmOpen} disabled={revealing}>
                <Button variant="primary" aria-busy={revealing || undefined}>
                  {revealing ? <Spinner size="small" /> : null}
                  支付 {detail.price} 金币查看
                </Button>
              </CoinSpendConfirm>
            )}
            {coin !== undefined && !isVip ? <span style={{ color: alias.mutedText }}>我的金币：{coin}</span> : null}
          </div>
        )}
      </section>
    );
  }
  return (
    <section aria-label="网盘链接" style={box}>
      <div style={{ wordBreak: 'break-all' }}>
        <span style={{ color: alias.mutedText }}>链接：</span>
        <a href={detail.url} target="_blank" rel="noopener noreferrer nofollow" style={{ color: alias.link }}>
          {detail.url}
        </a>
      </div>
      {detail.pwd ? (
        <div>
          <span style={{ color: alias.mutedText }}>提取码：</span>
          <strong>{detail.pwd}</strong>
        </div>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm }}>
        <LinkButton variant="primary" href={detail.url} target="_blank" rel="noopener noreferrer nofollow">
          打开网盘
        </LinkButton>
        <CopyLinkButton url={detail.url} pwd={detail.pwd} size="middle" />
        {detail.unlocked_by && UNLOCK_NOTES[detail.unlocked_by] ? <span style={{ color: alias.mutedText }}>{UNLOCK_NOTES[detail.unlocked_by]}</span> : null}
      </div>
      {/^https?:\/\//.test(detail.url) ? <ShareQrCode url={detail.url} /> : null}
    </section>
  );
}
