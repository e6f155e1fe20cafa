import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginHrefFor, withAction } from '../lib/loginReturn';
import { useAppSelector } from '../store';

/**
 * The login link of this page: it comes back here after login, and with `action` it also comes
 * back to that action (`do=<action>`, run by useLoginAction on the same page).
 */
export function useLoginHref(action?: string): string {
  const location = useLocation();
  const here = location.pathname + location.search;
  return loginHrefFor(action ? withAction(here, action) : here);
}

/**
 * Runs `run` once when the page is shown signed in with `do=<action>` in its query (the login
 * came back for it), then drops `do` from the address so a reload does not repeat it.
 */
export function useLoginAction(action: string, run: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useAppSelector((s) => s.user.token);
  const done = useRef(false);
  const params = new URLSearchParams(location.search);
  const wanted = params.get('do') === action;
  useEffect(() => {
    if (!wanted || !token || done.current) return;
    done.current = true;
    params.delete('do');
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    run();
    // runs once per arrival; `run` and `params` are read at that moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, token]);
}

/**
 * Scrolls to and focuses the first element matching `selector` once it is on the page (a form
 * that appears after its data loaded), trying for up to `timeoutMs`.
 */
export function focusWhenShown(selector: string, timeoutMs = 10_000): void {
  const until = Date.now() + timeoutMs;
  const tryFocus = () => {
    const el = document.querySelector<HTMLElement>(selector);
    if (el) {
      el.scrollIntoView({ block: 'center' });
      el.focus();
    } else if (Date.now() < until) setTimeout(tryFocus, 100);
  };
  tryFocus();
}
