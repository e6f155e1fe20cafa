import { CloseCircleFilled } from '@ant-design/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PvpGame, PvpKind, PvpList, StoneMove } from '../api/pvp';
import { Alert } from '../components/Alert';
import { Card } from '../components/Card';
import { PvpGameCard } from '../components/PvpGameCard';
import { PvpGameList } from '../components/PvpGameList';
import { RadioGroup } from '../components/RadioGroup';
import { Skeleton } from '../components/Skeleton';
import {
  bragAnswerRequested, bragDeclineRequested, pvpCancelRequested, pvpGameRequested, pvpLimitsRequested, pvpListRequested, pvpWatchStarted,
  pvpWatchStopped, stoneAcceptRequested, useAppDispatch, useAppSelector,
} from '../store';
import styles from './pvpPage.module.css';

const TABS: { key: PvpList; label: string; empty: string }[] = [
  { key: 'open', label: '等待应战', empty: '暂无等待中的对局' },
  { key: 'mine', label: '我的对局', empty: '你还没有参与过对局' },
  { key: 'history', label: '历史与揭晓', empty: '暂无已结束的对局' },
];

/**
 * The headline over a settled game for the member who just played it: who won, in words, and
 * what the card below lets them check (issue 30: the 吹牛 result used stone's 出招与盐值).
 */
export function settledHeadline(g: PvpGame, viewerId: number): string {
  const mine = g.creator.id === viewerId ? 'creator' : g.responder?.id === viewerId ? 'responder' : null;
  const outcome = g.result === 'draw' ? '平局，押注已退还' : !mine ? `${g.result === 'creator' ? g.creator.username : g.responder?.username ?? ''} 获胜` : g.result === mine ? '你赢了' : '你输了';
  const proof = g.game === 'stone' ? '双方出招已揭晓，可校验开局时的承诺' : '真实答案已揭晓，可校验开局时的承诺';
  return `第 ${g.id} 局：${outcome}。${proof}`;
}

/**
 * The frame both PvP pages share: heading, the create form, the last result, and the three lists.
 * Drawn without antd (issue 31): visitors see the open games before they sign in.
 */
export function PvpPage({ game, title, intro, form, aside }: { game: PvpKind; title: string; intro: string; form: ReactNode; aside?: ReactNode }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const viewerId = useAppSelector((s) => (s.user.token ? s.user.info.id : 0));
  const lists = useAppSelector((s) => s.pvp.lists[game]);
  const action = useAppSelector((s) => s.pvp.action);
  const [tab, setTab] = useState<PvpList>('open');
  const focus = useAppSelector((s) => s.pvp.focus);
  const [params] = useSearchParams();
  const focusId = Number(params.get('game')) || 0;

  useEffect(() => {
    dispatch(pvpLimitsRequested());
    dispatch(pvpListRequested({ game, list: 'open' }));
    dispatch(pvpListRequested({ game, list: 'history' }));
  }, [dispatch, game]);
  useEffect(() => {
    if (token) dispatch(pvpListRequested({ game, list: 'mine' }));
  }, [dispatch, game, token]);
  // the lists stay current while the page is open (sagas/pvp.ts pvpWatch)
  useEffect(() => {
    dispatch(pvpWatchStarted({ game }));
    return () => {
      dispatch(pvpWatchStopped());
    };
  }, [dispatch, game]);
  // a message's 验证 link opens one game: `?game=<id>`
  useEffect(() => {
    if (focusId > 0) dispatch(pvpGameRequested({ id: focusId }));
  }, [dispatch, focusId]);
  const focused = focusId > 0 && focus.id === focusId && focus.game?.game === game ? focus.game : null;

  const settled = action.status === 'done' && action.game?.game === game && action.game.status === 'settled' ? action.game : null;
  const tabs = TABS.filter((t) => t.key !== 'mine' || token);
  // signing out while on 我的对局 falls back to the first list
  const current = tabs.find((t) => t.key === tab) ?? tabs[0];
  const cardActions = {
    onAcceptStone: (id: number, move: StoneMove) => dispatch(stoneAcceptRequested({ id, move })),
    onAnswerBrag: (id: number, choice: 0 | 1) => dispatch(bragAnswerRequested({ id, choice })),
    onCancel: (id: number) => dispatch(pvpCancelRequested({ game, id })),
    onDecline: (id: number) => dispatch(bragDeclineRequested({ id })),
  };
  return (
    <div className={styles.page}>
      <Card>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </Card>
      {settled ? (
        <div className={styles.stack} aria-label="本局结果">
          {/* (no icon: antd's check / info icons ride in its chunk — the error's icon is in the shell) */}
          <Alert role="alert" type={settled.result === 'responder' ? 'success' : 'info'}>
            {settledHeadline(settled, viewerId)}
          </Alert>
          <PvpGameCard game={settled} viewerId={viewerId} />
        </div>
      ) : null}
      {focusId > 0 && !settled ? (
        <div className={styles.stack} aria-label={`第 ${focusId} 局`}>
          {focused ? (
            <>
              {focused.status === 'settled' ? (
                <Alert role="alert" type="info">
                  {settledHeadline(focused, viewerId)}
                </Alert>
              ) : null}
              <PvpGameCard game={focused} viewerId={viewerId} busy={action.status === 'pending' && action.id === focused.id} {...cardActions} />
            </>
          ) : focus.id === focusId && focus.error ? (
            <Alert role="alert" type="error" icon={<CloseCircleFilled />} title="这一局加载失败">
              {focus.error}
            </Alert>
          ) : (
            <div role="status" aria-busy="true" aria-label="加载中" className={styles.lines}>
              {['100%', '100%', '61%'].map((w, i) => (
                <Skeleton key={i} width={w} />
              ))}
            </div>
          )}
        </div>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.main}>
          {form}
          {current ? (
            <PvpGameList
              extra={
                /* A switch of three, like antd's Segmented before: a RadioGroup sharing the width */
                <RadioGroup<PvpList>
                  label="对局列表"
                  value={current.key}
                  onChange={setTab}
                  className={styles.switch}
                  options={tabs.map((t) => ({ value: t.key, label: `${t.label}${lists[t.key].total ? `（${lists[t.key].total}）` : ''}` }))}
                />
              }
              games={lists[current.key].list}
              total={lists[current.key].total}
              page={lists[current.key].page}
              size={lists[current.key].size}
              loading={lists[current.key].loading}
              error={lists[current.key].error}
              emptyText={current.empty}
              viewerId={viewerId}
              busyId={action.status === 'pending' ? action.id : undefined}
              onPageChange={(page, size) => dispatch(pvpListRequested({ game, list: current.key, page, size }))}
              onRetry={() => dispatch(pvpListRequested({ game, list: current.key, page: lists[current.key].page }))}
              {...cardActions}
            />
          ) : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </div>
  );
}
