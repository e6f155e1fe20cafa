import { Col, Flex, Row, Skeleton } from 'antd';
import { BetHistory } from '../../components/BetHistory';
import { EggGrid } from '../../components/EggGrid';
import { FairnessPanel } from '../../components/FairnessPanel';
import { GameRules } from '../../components/GameRules';
import { eggSmashRequested, gameBetsRequested, gameSeedRotateRequested, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { useGameCard, useMyGameData } from './useGames';

/** /main/game/egg: 砸金蛋 — the egg grid, the prize table with its chances and return; my smashes and seeds. */
export default function EggGame() {
  const dispatch = useAppDispatch();
  const card = useGameCard('egg');
  const play = useAppSelector((s) => s.games.play);
  const seeds = useAppSelector((s) => s.games.seeds);
  const bets = useAppSelector((s) => s.games.bets);
  const coin = useAppSelector((s) => s.user.info.coin);
  const token = useMyGameData('egg');
  const mine = play.game === 'egg' ? play : { status: 'idle' as const, bet: null, msg: '' };
  if (!card) return <Skeleton active />;
  return (
    <Flex vertical gap={spacing.lg}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <EggGrid
            loggedIn={!!token}
            closed={card.status === 'closed'}
            price={card.price ?? card.stake_min}
            dailyLimit={card.daily_limit}
            status={mine.status}
            bet={mine.bet}
            msg={mine.msg}
            coin={token ? coin : undefined}
            onSmash={(egg) => dispatch(eggSmashRequested({ egg }))}
          />
        </Col>
        <Col xs={24} lg={10}>
          <GameRules title="奖品与概率" paysTitle="概率" rules={card.rules} rtp={card.rtp} limits={card.limits} />
        </Col>
      </Row>
      {token && (
        <>
          <BetHistory
            title="我的砸蛋记录"
            bets={bets.list}
            total={bets.total}
            page={bets.page}
            size={bets.size}
            loading={bets.loading}
            error={bets.error}
            onPageChange={(page, size) => dispatch(gameBetsRequested({ game: 'egg', page, size }))}
          />
          <FairnessPanel seeds={seeds.data} loading={seeds.loading} error={seeds.error} rotating={seeds.rotating} lastRevealed={seeds.lastRevealed} onRotate={(clientSeed) => dispatch(gameSeedRotateRequested({ clientSeed }))} />
        </>
      )}
    </Flex>
  );
}
