import { Flex, Segmented, Typography } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { gameCatalogRequested, useAppDispatch } from '../../store';
import { spacing } from '../../theme';

const TABS = [
  { label: '游戏大厅', value: '/main/game' },
  { label: '猜大小', value: '/main/game/guess' },
  { label: '砸金蛋', value: '/main/game/egg' },
  { label: '石头剪刀布', value: '/main/game/stone' },
  { label: '吹牛', value: '/main/game/brag' },
];

/** /main/game: the game layout — a title, a tab per game, and the hall or a game below. */
export default function GameLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(gameCatalogRequested());
  }, [dispatch]);
  const current = TABS.find((t) => t.value === pathname.replace(/\/$/, ''))?.value ?? '/main/game';
  return (
    <Flex vertical gap={spacing.md}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        游戏中心
      </Typography.Title>
      <Segmented options={TABS} value={current} onChange={(v) => navigate(String(v))} style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }} />
      <Outlet />
    </Flex>
  );
}
