import { Card, Flex } from 'antd';
import { useEffect } from 'react';
import { ProfileSummary } from '../../components/ProfileSummary';
import { userMenuLinks } from '../../components/UserMenu';
import { ADMIN_ROLE } from '../../config';
import { MyInviteCodes } from '../../components/MyInviteCodes';
import { VipExchangePanel } from '../../components/VipExchangePanel';
import { exchangeRequested, myInviteCodesRequested, userInfoRefreshRequested, useAppDispatch, useAppSelector, vipPricesRequested } from '../../store';
import { spacing } from '../../theme';
import { resultOf, useFormState } from '../accountHooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /profile index: the user's info, VIP and exchanges (free VIP, VIP for coins, CD key, invite code). */
export default function ProfileIndex() {
  useDocumentTitle('个人中心');
  const dispatch = useAppDispatch();
  const { info, isVip, role } = useAppSelector((s) => s.user);
  const prices = useAppSelector((s) => s.account.prices);
  const exchangeKind = useAppSelector((s) => s.account.exchangeKind);
  const canBuyInvite = useAppSelector((s) => s.setting.showBuyInviteCode);
  const form = useFormState('exchange');
  const inviteCodes = useAppSelector((s) => s.account.inviteCodes);

  useEffect(() => {
    dispatch(userInfoRefreshRequested());
    dispatch(vipPricesRequested());
    dispatch(myInviteCodesRequested());
  }, [dispatch]);
  // a code bought here shows up in 我的邀请码 at once
  useEffect(() => {
    if (form.status === 'done' && exchangeKind === 'invite_code') dispatch(myInviteCodesRequested());
  }, [dispatch, form.status, exchangeKind]);

  return (
    <Flex vertical gap={spacing.md}>
      <ProfileSummary user={info} isVip={isVip} />
      <VipExchangePanel
        prices={prices}
        coin={info.coin}
        canBuyInvite={canBuyInvite}
        busy={form.status === 'pending' ? exchangeKind : null}
        result={resultOf(form)}
        onFreeVip={() => dispatch(exchangeRequested({ kind: 'free_vip' }))}
        onVipPackage={() => dispatch(exchangeRequested({ kind: 'vip_package' }))}
        onVipDays={(days) => dispatch(exchangeRequested({ kind: 'vip_days', days }))}
        onRedeem={(code) => dispatch(exchangeRequested({ kind: 'cd_key', code }))}
        onBuyInvite={() => dispatch(exchangeRequested({ kind: 'invite_code' }))}
      />
      {inviteCodes.list.length || inviteCodes.error || canBuyInvite ? (
        <MyInviteCodes codes={inviteCodes.list} loading={inviteCodes.loading} error={inviteCodes.error} onRetry={() => dispatch(myInviteCodesRequested())} />
      ) : null}
      <Card title="快捷入口" size="small">
        <nav aria-label="个人中心导航">
          <Flex wrap gap={spacing.md}>
            {userMenuLinks(role === ADMIN_ROLE).filter((l) => l.key !== 'profile').map((l) => (
              <a key={l.key} href={l.key === 'articles' ? '#/profile/articles' : l.href}>
                {l.label}
              </a>
            ))}
          </Flex>
        </nav>
      </Card>
    </Flex>
  );
}
