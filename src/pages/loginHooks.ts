import { useEffect, useRef, type RefObject } from 'react';
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
      // the form may be drawn again as its data arrives (the element replaced, the focus dropped
      // to the body): put it back while nobody has moved it elsewhere
      for (const ms of [300, 1000, 2500]) {
        setTimeout(() => {
          const again = document.querySelector<HTMLElement>(selector);
          const active = document.activeElement;
          if (again && again !== active && (!active || active === document.body || active.tagName === 'MAIN')) again.focus();
        }, ms);
      }
    } else if (Date.now() < until) setTimeout(tryFocus, 100);
  };
  tryFocus();
}

/** The router state the login page leaves on the page it returns to (useFocusAfterLogin). */
export const AFTER_LOGIN_STATE = { afterLogin: true } as const;

/**
 * After a login came back to this page, puts the keyboard focus at the start of its content
 * (`target`, the layout's <main>) instead of leaving it on the document body, where the next Tab
 * would start from the header again (issue 30). A return that also runs an action (`do=…`) lets
 * that action's own focus win (useLoginAction + focusWhenShown): its element, when already there,
 * keeps the focus; one that appears later takes it from <main>. The state is dropped afterwards,
 * so a reload or Back does not move the focus again.
 */
export function useFocusAfterLogin(target: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigate = useNavigate();
  const afterLogin = (location.state as { afterLogin?: boolean } | null)?.afterLogin === true;
  useEffect(() => {
    if (!afterLogin) return;
    // an action's own focus (run by the page's useLoginAction before this layout effect) wins; one
    // whose element appears later takes the focus from here when it does (focusWhenShown)
    // (the login button may still count as focused here while it leaves the document)
    if (!target.current?.contains(document.activeElement)) target.current?.focus({ preventScroll: true });
    // with an action, useLoginAction replaces this address itself (without `do` and without the state)
    if (new URLSearchParams(location.search).has('do')) return;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    // once per arrival from the login page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [afterLogin]);
}
