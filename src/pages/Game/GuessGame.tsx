import { GameRules } from '../../components/GameRules';
import { GuessPanel } from '../../components/GuessPanel';
import { guessBetRequested } from '../../store';
import styles from './HouseGame.module.css';
import { HouseGameLoading } from './HouseGameLoading';
import { MyGameRecords } from './MyGameRecords';
import { useHouseGame } from './useGames';

/**
 * /main/game/guess: 猜大小 — bet, dice, result and balance; rules with return to player; my bets
 * and seeds. A public page drawn without antd (issue 31).
 */
export default function GuessGame() {
  const game = useHouseGame('guess');
  const { card, mine, token, coin, dispatch } = game;
  if (!card) return <HouseGameLoading />;
  return (
    <div className={styles.page}>
      <div className={styles.play}>
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
        <GameRules rules={card.rules} rtp={card.rtp} limits={card.limits} />
      </div>
      <MyGameRecords game={game} />
    </div>
  );
}
