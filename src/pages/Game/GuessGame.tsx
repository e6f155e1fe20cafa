import { Col, Flex, Row, Skeleton } from 'antd';
import { BetHistory } from '../../components/BetHistory';
import { FairnessPanel } from '../../components/FairnessPanel';
import { GameRules } from '../../components/GameRules';
import { GuessPanel } from '../../components/GuessPanel';
import { gameBetsRequested, gameSeedRotateRequested, guessBetRequested, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { useGameCard, useMyGameData } from './useGames';

/** /main/game/guess: 猜大小 — bet, dice, result and balance; rules with return to player; my bets and seeds. */
export default function GuessGame() {
  const dispatch = useAppDispatch();
  const card = useGameCard('guess');
  const play = useAppSelector((s) => s.games.play);
  const seeds = useAppSelector((s) => s.games.seeds);
  const bets = useAppSelector((s) => s.games.bets);
  const coin = useAppSelector((s) => s.user.info.coin);
  const token = useMyGameData('guess');
  const mine = play.game === 'guess' ? play : { status: 'idle' as const, bet: null, msg: '' };
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
            coin={token ? coin : undefined}
            onBet={(choice, stake) => dispatch(guessBetRequested({ choice, stake }))}
          />
        </Col>
        <Col xs={24} lg={10}>
          <GameRules rules={card.rules} rtp={card.rtp} limits={card.limits} />
        </Col>
      </Row>
      {token && (
        <>
          <BetHistory
            bets={bets.list}
            total={bets.total}
            page={bets.page}
            size={bets.size}
            loading={bets.loading}
            error={bets.error}
            onPageChange={(page, size) => dispatch(gameBetsRequested({ game: 'guess', page, size }))}
          />
          <FairnessPanel seeds={seeds.data} loading={seeds.loading} error={seeds.error} rotating={seeds.rotating} lastRevealed={seeds.lastRevealed} onRotate={(clientSeed) => dispatch(gameSeedRotateRequested({ clientSeed }))} />
        </>
      )}
    </Flex>
  );
}
