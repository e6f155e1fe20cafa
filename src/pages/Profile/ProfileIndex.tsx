import { Card, Descriptions, Flex, Tag } from 'antd';
import dayjs from 'dayjs';
import { USER_MENU_LINKS } from '../../components/UserMenu';
import { vipExpiresAt, useAppSelector } from '../../store';
import { spacing } from '../../theme';

const coinFormat = new Intl.NumberFormat('zh-CN');

function formatTime(value: string | number | null): string {
  if (value === null || value === '' || value === 0) return '—';
  const ms = typeof value === 'number' ? (value < 1e12 ? value * 1000 : value) : value;
  const d = dayjs(ms);
  return d.isValid() ? d.format('YYYY年M月D日 HH:mm') : String(value);
}

/** /profile index: the signed-in user's info from the user slice. */
export default function ProfileIndex() {
  const { info, isVip } = useAppSelector((s) => s.user);
  const vipUntil = vipExpiresAt(info.vip_expired);
  return (
    <Flex vertical gap={spacing.md}>
      <Card title="个人中心">
        <Descriptions column={{ xs: 1, sm: 2 }} bordered size="middle">
          <Descriptions.Item label="用户名">{info.username}</Descriptions.Item>
          <Descriptions.Item label="邮箱">{info.email || '—'}</Descriptions.Item>
          <Descriptions.Item label="金币">{coinFormat.format(info.coin)}</Descriptions.Item>
          <Descriptions.Item label="会员">
            {isVip ? <Tag color="gold">VIP · {formatTime(vipUntil)} 到期</Tag> : vipUntil > 0 ? `已于 ${formatTime(vipUntil)} 到期` : '普通用户'}
          </Descriptions.Item>
          <Descriptions.Item label="连续签到">{info.continue_sign_days} 天</Descriptions.Item>
          <Descriptions.Item label="未读消息">{info.unread_msg_count} 条</Descriptions.Item>
          <Descriptions.Item label="金币流水">{info.coin_turnover_count} 条</Descriptions.Item>
          <Descriptions.Item label="注册时间">{formatTime(info.create_time)}</Descriptions.Item>
          <Descriptions.Item label="最近登录">
            {[info.last_login_belong, info.last_login_ip].filter(Boolean).join(' · ') || '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="快捷入口" size="small">
        <nav aria-label="个人中心导航">
          <Flex wrap gap={spacing.md}>
            {USER_MENU_LINKS.filter((l) => l.key !== 'profile').map((l) => (
              <a key={l.key} href={l.href}>
                {l.label}
              </a>
            ))}
          </Flex>
        </nav>
      </Card>
    </Flex>
  );
}
