import { Col, Flex, Row, Skeleton } from 'antd';
import { GameRules } from '../../components/GameRules';
import { GuessPanel } from '../../components/GuessPanel';
import { guessBetRequested } from '../../store';
import { spacing } from '../../theme';
import { MyGameRecords } from './MyGameRecords';
import { useHouseGame } from './useGames';

/** /main/game/guess: 猜大小 — bet, dice, result and balance; rules with return to player; my bets and seeds. */
export default function GuessGame() {
  const game = useHouseGame('guess');
  const { card, mine, token, coin, dispatch } = game;
  if (!card) return <Skeleton active />;
  return (
    <Flex vertical gap={spacing.lg}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <GuessPanel
            loggedIn={!!token}
            closed={card.status === 'closed'}
            stakeMin={card.stake_min}
            stakeMax={card.stake_max}
            status={mine.status}
            bet={mine.bet}
            msg={mine.msg}
            coin={coin}
            onBet={(choice, stake) => dispatch(guessBetRequested({ choice, stake }))}
          />
        </Col>
        <Col xs={24} lg={10}>
          <GameRules rules={card.rules} rtp={card.rtp} limits={card.limits} />
        </Col>
      </Row>
      <MyGameRecords game={game} />
    </Flex>
  );
}
