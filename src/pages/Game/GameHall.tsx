import { Alert, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { BetHistory } from '../../components/BetHistory';
import { FairnessPanel } from '../../components/FairnessPanel';
import { GameBoard } from '../../components/GameBoard';
import { GameCard } from '../../components/GameCard';
import { VerifyForm } from '../../components/VerifyForm';
import {
  gameBetsRequested, gameBoardRequested, gameCatalogRequested, gameSeedRotateRequested, gameVerifyRequested, useAppDispatch, useAppSelector,
} from '../../store';
import { spacing } from '../../theme';
import { useMyGameData, useVerifyPrefill } from './useGames';

/** /main/game: the four games, my recent bets, today's winners and leaderboard, my seeds, verify. */
export default function GameHall() {
  const dispatch = useAppDispatch();
  const catalog = useAppSelector((s) => s.games.catalog);
  const board = useAppSelector((s) => s.games.board);
  const seeds = useAppSelector((s) => s.games.seeds);
  const bets = useAppSelector((s) => s.games.bets);
  const verify = useAppSelector((s) => s.games.verify);
  const token = useMyGameData('');
  const { prefill, fromBet } = useVerifyPrefill();
  useEffect(() => {
    dispatch(gameBoardRequested({ period: 'day' }));
  }, [dispatch]);

  return (
    <Flex vertical gap={spacing.lg}>
      {catalog.error ? (
        <Alert type="error" showIcon message={catalog.error} action={<a onClick={() => dispatch(gameCatalogRequested())}>重试</a>} />
      ) : !catalog.data ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {catalog.data.list.map((g) => (
              <Col key={g.key} xs={24} sm={12} lg={6}>
                <GameCard game={g} />
              </Col>
            ))}
          </Row>
          <Typography.Text type="secondary">
            每人每天最多 {catalog.data.daily_bet_limit} 局，当日净输额上限 {catalog.data.daily_loss_limit} 金币。理性游戏，量力而行。
          </Typography.Text>
        </>
      )}
      <GameBoard board={board.data} period={board.period} loading={board.loading} error={board.error} onPeriodChange={(period) => dispatch(gameBoardRequested({ period }))} />
      {token && (
        <BetHistory
          title="我的最近下注"
          bets={bets.list}
          total={bets.total}
          page={bets.page}
          size={bets.size}
          loading={bets.loading}
          error={bets.error}
          onPageChange={(page, size) => dispatch(gameBetsRequested({ page, size }))}
          onVerify={fromBet}
          onRetry={() => dispatch(gameBetsRequested({ page: bets.page }))}
        />
      )}
      <Row gutter={[16, 16]}>
        {token && (
          <Col xs={24} lg={12}>
            <FairnessPanel
              seeds={seeds.data}
              loading={seeds.loading}
              error={seeds.error}
              rotating={seeds.rotating}
              lastRevealed={seeds.lastRevealed}
              onRotate={(clientSeed) => dispatch(gameSeedRotateRequested({ clientSeed }))}
            />
          </Col>
        )}
        <Col xs={24} lg={token ? 12 : 24}>
          <VerifyForm initial={prefill} result={verify.data} loading={verify.loading} error={verify.error} onVerify={(body) => dispatch(gameVerifyRequested(body))} />
        </Col>
      </Row>
    </Flex>
  );
}
