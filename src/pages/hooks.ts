import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserMenuUser } from '../components/UserMenu';
import { localDateTime } from '../lib/format';
import { searchActions, useAppDispatch, useAppSelector, vipExpiresAt } from '../store';

/** The signed-in user as the UserMenu shows it, or null when logged out. */
export function useMenuUser(): UserMenuUser | null {
  const { token, info } = useAppSelector((s) => s.user);
  if (!token || info.id <= 0) return null;
  const expires = vipExpiresAt(info.vip_expired);
  return {
    id: info.id,
    username: info.username,
    coin: info.coin,
    unread_msg_count: info.unread_msg_count,
    vip_expired: expires > 0 ? localDateTime(expires, true) : null,
    avatar: info.avatar ?? '',
  };
}

/** Stores the keyword in the search slice and opens the search page with it. */
export function useSearchNavigate(): (kw: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (kw: string) => {
      const keyword = kw.trim();
      dispatch(searchActions.setKw(keyword));
      navigate(`/main/index?kw=${encodeURIComponent(keyword)}`);
    },
    [dispatch, navigate],
  );
}
