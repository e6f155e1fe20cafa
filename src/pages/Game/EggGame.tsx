import { EggGrid } from '../../components/EggGrid';
import { GameRules } from '../../components/GameRules';
import { eggSmashRequested } from '../../store';
import styles from './HouseGame.module.css';
import { HouseGameLoading } from './HouseGameLoading';
import { MyGameRecords } from './MyGameRecords';
import { useHouseGame } from './useGames';

/**
 * /main/game/egg: 砸金蛋 — the egg grid, the prize table with its chances and return; my smashes
 * and seeds. A public page drawn without antd (issue 31).
 */
export default function EggGame() {
  const game = useHouseGame('egg');
  const { card, mine, token, coin, dispatch } = game;
  if (!card) return <HouseGameLoading />;
  return (
    <div className={styles.page}>
      <div className={styles.play}>
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
        <GameRules title="奖品与概率" paysTitle="概率" rules={card.rules} rtp={card.rtp} limits={card.limits} />
      </div>
      <MyGameRecords game={game} title="我的砸蛋记录" />
    </div>
  );
}
