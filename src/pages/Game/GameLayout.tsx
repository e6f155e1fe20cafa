import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { gameCatalogRequested, useAppDispatch } from '../../store';
import styles from './Game.module.css';

const TABS = [
  { label: '游戏大厅', value: '/main/game' },
  { label: '猜大小', value: '/main/game/guess' },
  { label: '砸金蛋', value: '/main/game/egg' },
  { label: '石头剪刀布', value: '/main/game/stone' },
  { label: '吹牛', value: '/main/game/brag' },
];

/**
 * /main/game: the game layout — a title, a link per game (drawn like antd's Segmented, the current
 * one marked aria-current), and the hall or a game below. Drawn without antd (issue 31); each game
 * page below brings antd's providers itself (routes.tsx).
 */
export default function GameLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(gameCatalogRequested());
  }, [dispatch]);
  const current = TABS.find((t) => t.value === pathname.replace(/\/$/, ''))?.value ?? '/main/game';
  return (
    <div className={styles.layout}>
      <h2 className={styles.title}>游戏中心</h2>
      <nav aria-label="游戏" className={styles.tabs}>
        {TABS.map((t) => (
          <Link key={t.value} to={t.value} className={styles.tab} aria-current={t.value === current ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
