import { useEffect } from 'react';
import type { FavouriteKind } from '../api/favourites';
import { favouriteKey, favouriteStateRequested, favouriteToggled, useAppDispatch, useAppSelector } from '../store';
import { useLoginAction, useLoginHref } from './loginHooks';

/**
 * The 收藏 button of a post or resource page: loads its count (again after a login), gives the
 * props of FavouriteButton, and — when a visitor pressed 登录后收藏 — keeps the item once the login
 * came back here (`do=favourite`).
 */
export function useFavouriteButton(kind: FavouriteKind, id: number) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  const state = useAppSelector((s) => s.community.favourites[favouriteKey(kind, id)]);
  const loginHref = useLoginHref('favourite');
  useEffect(() => {
    if (id > 0) dispatch(favouriteStateRequested({ kind, id }));
  }, [dispatch, kind, id, token]);
  useLoginAction('favourite', () => {
    if (id > 0) dispatch(favouriteToggled({ kind, id, want: true }));
  });
  return {
    favourited: state?.favourited ?? false,
    count: state?.count ?? 0,
    pending: state?.pending ?? false,
    loginHref: token ? undefined : loginHref,
    onToggle: () => dispatch(favouriteToggled({ kind, id })),
  };
}
