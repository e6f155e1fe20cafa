import { useEffect } from 'react';
import { BragCreateForm } from '../../components/BragCreateForm';
import { BragRankBoard } from '../../components/BragRankBoard';
import { bragCreateRequested, bragRankRequested, useAppDispatch, useAppSelector } from '../../store';
import { focusWhenShown, useLoginAction, useLoginHref } from '../loginHooks';
import { PvpPage } from '../pvpPage';

/** /main/game/brag: 吹牛 — post a claim with a committed true answer, answer others', leaderboards 牛王 / 牛胜 (issue 12). */
export default function GameBrag() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const limits = useAppSelector((s) => s.pvp.limits?.brag);
  const action = useAppSelector((s) => s.pvp.action);
  const rank = useAppSelector((s) => s.pvp.rank);
  const loginHref = useLoginHref('create');
  useLoginAction('create', () => focusWhenShown('textarea[aria-label="吹的牛"], input[aria-label="吹的牛"], #claim'));
  useEffect(() => {
    dispatch(bragRankRequested({ type: 'profit' }));
    dispatch(bragRankRequested({ type: 'wins' }));
  }, [dispatch]);
  return (
    <PvpPage
      game="brag"
      title="吹牛"
      intro="写下一句话和两个答案（如 信 / 不信），暗中标记真实答案并押注；真实答案只以承诺哈希 SHA-256(答案:盐值) 公布。应答者押同样的金币选一个答案，选对赢、选错输，结算后揭晓。"
      form={
        <BragCreateForm
          limits={limits}
          loggedIn={!!token}
          loginHref={loginHref}
          submitting={action.status === 'pending' && action.id === 0}
          onSubmit={(body) => dispatch(bragCreateRequested(body))}
        />
      }
      aside={
        <BragRankBoard
          profit={rank.profit.rows}
          wins={rank.wins.rows}
          loading={rank.profit.loading || rank.wins.loading}
          error={rank.profit.error || rank.wins.error}
        />
      }
    />
  );
}
