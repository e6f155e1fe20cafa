import { StoneCreateForm } from '../../components/StoneCreateForm';
import { stoneCreateRequested, useAppDispatch, useAppSelector } from '../../store';
import { focusWhenShown, useLoginAction, useLoginHref } from '../loginHooks';
import { PvpPage } from '../pvpPage';

/** /main/game/stone: 石头剪刀布 between members — open a game, accept one, see the reveal (issue 12). */
export default function GameStone() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const limits = useAppSelector((s) => s.pvp.limits?.stone);
  const action = useAppSelector((s) => s.pvp.action);
  // 登录后开局 comes back here, to the create form (issue 30)
  const loginHref = useLoginHref('create');
  useLoginAction('create', () => focusWhenShown('input[aria-label="押注金币"]'));
  return (
    <PvpPage
      game="stone"
      title="石头剪刀布"
      intro="押注金币与其他会员猜拳。开局时只公布出招的承诺哈希 SHA-256(出招:盐值)，对手应战后立即结算并揭晓出招和盐值，任何人都能校验开局后没有改动。"
      form={
        <StoneCreateForm
          limits={limits}
          loggedIn={!!token}
          loginHref={loginHref}
          submitting={action.status === 'pending' && action.id === 0}
          onSubmit={(body) => dispatch(stoneCreateRequested(body))}
        />
      }
    />
  );
}
