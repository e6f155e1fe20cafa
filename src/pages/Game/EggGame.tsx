import { Col, Flex, Row, Skeleton } from 'antd';
import { EggGrid } from '../../components/EggGrid';
import { GameRules } from '../../components/GameRules';
import { eggSmashRequested } from '../../store';
import { spacing } from '../../theme';
import { MyGameRecords } from './MyGameRecords';
import { useHouseGame } from './useGames';

/** /main/game/egg: 砸金蛋 — the egg grid, the prize table with its chances and return; my smashes and seeds. */
export default function EggGame() {
  const game = useHouseGame('egg');
  const { card, mine, token, coin, dispatch } = game;
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
            coin={coin}
            onSmash={(egg) => dispatch(eggSmashRequested({ egg }))}
          />
        </Col>
        <Col xs={24} lg={10}>
          <GameRules title="奖品与概率" paysTitle="概率" rules={card.rules} rtp={card.rtp} limits={card.limits} />
        </Col>
      </Row>
      <MyGameRecords game={game} title="我的砸蛋记录" />
    </Flex>
  );
}
