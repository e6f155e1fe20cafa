import { Alert, Button, Card, Divider, Flex, Input, InputNumber } from 'antd';
import { useState, type ReactNode } from 'react';
import { CoinSpendConfirm } from '../CoinSpendConfirm';
import { formatCoin } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';

export type VipExchangeKind = 'free_vip' | 'vip_package' | 'vip_days' | 'cd_key' | 'invite_code';

export interface VipExchangePrices {
  vipPricePerDay: number;
  vipExchangeDays: number;
  freeVipDays: number;
  inviteCodePrice: number;
}

export interface VipExchangePanelProps {
  prices: VipExchangePrices;
  /** The user's balance. */
  coin: number;
  /** The invite-code purchase flag (spec §4); the section shows only when it is on. */
  canBuyInvite: boolean;
  /** The exchange running now. */
  busy?: VipExchangeKind | null;
  /** The server's msg after the last exchange (an invite code appears in it). */
  result?: { type: 'success' | 'error'; msg: string } | null;
  onFreeVip: () => void;
  onVipPackage: () => void;
  onVipDays: (days: number) => void;
  onRedeem: (code: string) => void;
  onBuyInvite: () => void;
}

const MAX_DAYS = 3650;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 style={{ margin: `0 0 ${spacing.xs}px`, ...typeScale.body, fontWeight: fontWeights.strong }}>{title}</h3>
      {children}
    </section>
  );
}

/** VIP and exchanges: free VIP trial, VIP package, VIP days for coins, CD key, invite code. */
export function VipExchangePanel({ prices, coin, canBuyInvite, busy, result, onFreeVip, onVipPackage, onVipDays, onRedeem, onBuyInvite }: VipExchangePanelProps) {
  const [days, setDays] = useState<number | null>(1);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const running = !!busy;
  const cost = (days ?? 0) * prices.vipPricePerDay;
  const packageCost = prices.vipExchangeDays * prices.vipPricePerDay;
  const muted = { color: alias.mutedText, ...typeScale.caption };

  const redeem = () => {
    const c = code.trim();
    if (!c) return setCodeError('请输入卡密');
    if (c.length > 64) return setCodeError('卡密最多 64 个字符');
    setCodeError('');
    onRedeem(c);
  };

  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>VIP 与兑换</h2>}>
      <Flex vertical gap={spacing.sm}>
        {result ? <Alert type={result.type} showIcon message={result.msg} /> : null}
        <p style={{ margin: 0 }}>当前余额：{formatCoin(coin)} 金币</p>
        <Section title="免费体验 VIP">
          <Flex wrap align="center" gap={spacing.sm}>
            <Button onClick={onFreeVip} loading={busy === 'free_vip'} disabled={running && busy !== 'free_vip'}>
              领取 {prices.freeVipDays} 天免费 VIP
            </Button>
            <span style={muted}>每个账号限领一次</span>
          </Flex>
        </Section>
        <Divider style={{ margin: `${spacing.xs}px 0` }} />
        <Section title="金币兑换 VIP">
          <Flex vertical gap={spacing.sm}>
            <Flex wrap align="center" gap={spacing.sm}>
              <CoinSpendConfirm title="兑换 VIP 套餐" what={`兑换 ${prices.vipExchangeDays} 天 VIP `} price={packageCost} balance={coin} okText="确认兑换" onConfirm={onVipPackage} disabled={running || coin < packageCost}>
                <Button type="primary" loading={busy === 'vip_package'} disabled={(running && busy !== 'vip_package') || coin < packageCost}>
                  兑换 {prices.vipExchangeDays} 天套餐（{formatCoin(packageCost)} 金币）
                </Button>
              </CoinSpendConfirm>
            </Flex>
            <Flex wrap align="center" gap={spacing.sm}>
              <InputNumber<number>
                aria-label="兑换天数"
                min={1}
                max={MAX_DAYS}
                precision={0}
                value={days}
                onChange={setDays}
                suffix="天"
                style={{ width: 140 }}
              />
              <CoinSpendConfirm title="兑换 VIP" what={`兑换 ${days ?? 0} 天 VIP `} price={cost} balance={coin} okText="确认兑换" onConfirm={() => days && onVipDays(days)} disabled={running || !days || cost > coin}>
                <Button loading={busy === 'vip_days'} disabled={(running && busy !== 'vip_days') || !days || cost > coin}>
                  兑换（{formatCoin(cost)} 金币）
                </Button>
              </CoinSpendConfirm>
              <span style={muted}>{prices.vipPricePerDay} 金币 / 天{cost > coin ? '，余额不足' : ''}</span>
            </Flex>
          </Flex>
        </Section>
        <Divider style={{ margin: `${spacing.xs}px 0` }} />
        <Section title="卡密兑换">
          <Flex wrap align="flex-start" gap={spacing.sm}>
            <Flex vertical style={{ flex: '1 1 200px', maxWidth: 320 }}>
              <Input
                aria-label="卡密"
                placeholder="请输入卡密"
                value={code}
                maxLength={64}
                onChange={(e) => setCode(e.target.value)}
                onPressEnter={redeem}
                status={codeError ? 'error' : undefined}
              />
              {codeError ? (
                <span role="alert" style={{ color: alias.badgeBg, ...typeScale.caption }}>
                  {codeError}
                </span>
              ) : null}
            </Flex>
            <Button onClick={redeem} loading={busy === 'cd_key'} disabled={running && busy !== 'cd_key'}>
              兑换卡密
            </Button>
          </Flex>
        </Section>
        {canBuyInvite ? (
          <>
            <Divider style={{ margin: `${spacing.xs}px 0` }} />
            <Section title="购买邀请码">
              <Flex wrap align="center" gap={spacing.sm}>
                <CoinSpendConfirm title="购买邀请码" what="购买一个邀请码" price={prices.inviteCodePrice} balance={coin} okText="确认购买" onConfirm={onBuyInvite} disabled={running || coin < prices.inviteCodePrice}>
                  <Button loading={busy === 'invite_code'} disabled={(running && busy !== 'invite_code') || coin < prices.inviteCodePrice}>
                    购买邀请码（{formatCoin(prices.inviteCodePrice)} 金币）
                  </Button>
                </CoinSpendConfirm>
                <span style={muted}>邀请好友注册时填写</span>
              </Flex>
            </Section>
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
