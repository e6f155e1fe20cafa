import { Card, Descriptions, Flex, Statistic } from 'antd';
import { formatCoin, formatDateTime } from '../../lib/format';
import { alias, fontWeights, radii, spacing, typeScale } from '../../theme';
import { UserAvatar } from '../UserAvatar';

export interface ProfileSummaryUser {
  username: string;
  email: string;
  avatar?: string;
  coin: number;
  role: string;
  vip_expired: string | number | null;
  continue_sign_days: number;
  unread_msg_count: number;
  coin_turnover_count: number;
  create_time: string | number;
  last_login_belong: string;
  last_login_ip: string;
}

export interface ProfileSummaryProps {
  user: ProfileSummaryUser;
  /** vip_expired later than now (computed by the store). */
  isVip: boolean;
}

function vipText(user: ProfileSummaryUser, isVip: boolean): string {
  if (isVip) return `VIP 会员 · ${formatDateTime(user.vip_expired)} 到期`;
  if (user.vip_expired) return `普通用户（VIP 已于 ${formatDateTime(user.vip_expired)} 到期）`;
  return '普通用户';
}

/** The signed-in user's info (spec §3): coins, VIP and expiry, streak, last login place and IP. */
export function ProfileSummary({ user, isVip }: ProfileSummaryProps) {
  return (
    <Card title={<h1 style={{ margin: 0, ...typeScale.h4 }}>个人中心</h1>}>
      <Flex vertical gap={spacing.lg}>
        <Flex align="center" gap={spacing.md} wrap>
          <UserAvatar username={user.username} avatar={user.avatar} size={64} />
          <div style={{ minWidth: 0 }}>
            <div style={{ ...typeScale.h4, fontWeight: fontWeights.strong, overflowWrap: 'anywhere' }}>{user.username}</div>
            <span
              style={{
                display: 'inline-block',
                marginTop: spacing.xxs,
                padding: `0 ${spacing.xs}px`,
                borderRadius: radii.pill,
                background: isVip ? alias.vipGoldBg : alias.pageBg,
                color: isVip ? alias.vipGold : alias.mutedText,
                ...typeScale.caption,
              }}
            >
              {vipText(user, isVip)}
            </span>
          </div>
        </Flex>
        <Flex wrap gap={spacing.xl}>
          <Statistic title="金币" value={formatCoin(user.coin)} />
          <Statistic title="连续签到" value={`${user.continue_sign_days} 天`} />
          <Statistic title="未读消息" value={`${user.unread_msg_count} 条`} />
          <Statistic title="金币流水" value={`${user.coin_turnover_count} 条`} />
        </Flex>
        <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
          <Descriptions.Item label="邮箱">{user.email || '—'}</Descriptions.Item>
          <Descriptions.Item label="身份">{user.role === 'admin' ? '管理员' : '会员'}</Descriptions.Item>
          <Descriptions.Item label="注册时间">{formatDateTime(user.create_time)}</Descriptions.Item>
          <Descriptions.Item label="VIP 到期">{user.vip_expired ? formatDateTime(user.vip_expired) : '未开通'}</Descriptions.Item>
          <Descriptions.Item label="最近登录地">{user.last_login_belong || '未知'}</Descriptions.Item>
          <Descriptions.Item label="最近登录 IP">{user.last_login_ip || '—'}</Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}
