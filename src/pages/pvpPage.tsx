import { Alert, Card, Flex, Segmented } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { PvpKind, PvpList } from '../api/pvp';
import { PvpGameCard } from '../components/PvpGameCard';
import { PvpGameList } from '../components/PvpGameList';
import {
  bragAnswerRequested, bragDeclineRequested, pvpCancelRequested, pvpLimitsRequested, pvpListRequested, stoneAcceptRequested,
  useAppDispatch, useAppSelector,
} from '../store';
import { alias, fontWeights, spacing, typeScale } from '../theme';

const TABS: { key: PvpList; label: string; empty: string }[] = [
  { key: 'open', label: '等待应战', empty: '暂无等待中的对局' },
  { key: 'mine', label: '我的对局', empty: '你还没有参与过对局' },
  { key: 'history', label: '历史与揭晓', empty: '暂无已结束的对局' },
];

/** The frame both PvP pages share: heading, the create form, the last result, and the three lists. */
export function PvpPage({ game, title, intro, form, aside }: { game: PvpKind; title: string; intro: string; form: ReactNode; aside?: ReactNode }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const viewerId = useAppSelector((s) => (s.user.token ? s.user.info.id : 0));
  const lists = useAppSelector((s) => s.pvp.lists[game]);
  const action = useAppSelector((s) => s.pvp.action);
  const [tab, setTab] = useState<PvpList>('open');

  useEffect(() => {
    dispatch(pvpLimitsRequested());
    dispatch(pvpListRequested({ game, list: 'open' }));
    dispatch(pvpListRequested({ game, list: 'history' }));
  }, [dispatch, game]);
  useEffect(() => {
    if (token) dispatch(pvpListRequested({ game, list: 'mine' }));
  }, [dispatch, game, token]);

  const settled = action.status === 'done' && action.game?.game === game && action.game.status === 'settled' ? action.game : null;
  const tabs = TABS.filter((t) => t.key !== 'mine' || token);
  // signing out while on 我的对局 falls back to the first list
  const current = tabs.find((t) => t.key === tab) ?? tabs[0];
  return (
    <Flex vertical gap={spacing.md}>
      <Card>
        <h1 style={{ margin: 0, ...typeScale.h4, fontWeight: fontWeights.strong }}>{title}</h1>
        <p style={{ margin: `${spacing.xs}px 0 0`, color: alias.mutedText }}>{intro}</p>
      </Card>
      {settled ? (
        <Flex vertical gap={spacing.xs} aria-label="本局结果">
          <Alert type="success" showIcon message={`第 ${settled.id} 局已结算，出招与盐值已揭晓，可当场校验承诺`} />
          <PvpGameCard game={settled} viewerId={viewerId} />
        </Flex>
      ) : null}
      <Flex gap={spacing.md} wrap align="flex-start">
        <Flex vertical gap={spacing.md} style={{ flex: '1 1 420px', minWidth: 0 }}>
          {form}
          <Card size="small">
            {/* A switch rather than antd Tabs: on a phone Tabs moves labels that do not fit into a
                "more" menu whose button breaks the tablist's ARIA; Segmented shares the width. */}
            <Flex vertical gap={spacing.sm}>
              <Segmented<PvpList>
                block
                value={tab}
                onChange={setTab}
                aria-label="对局列表"
                options={tabs.map((t) => ({ value: t.key, label: `${t.label}${lists[t.key].total ? `（${lists[t.key].total}）` : ''}` }))}
              />
              {current ? (
                <PvpGameList
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
                  onAcceptStone={(id, move) => dispatch(stoneAcceptRequested({ id, move }))}
                  onAnswerBrag={(id, choice) => dispatch(bragAnswerRequested({ id, choice }))}
                  onCancel={(id) => dispatch(pvpCancelRequested({ game, id }))}
                  onDecline={(id) => dispatch(bragDeclineRequested({ id }))}
                />
              ) : null}
            </Flex>
          </Card>
        </Flex>
        {aside ? <div style={{ flex: '0 1 320px', minWidth: 0, width: '100%' }}>{aside}</div> : null}
      </Flex>
    </Flex>
  );
}
