import { call, put, select } from 'redux-saga/effects';
import { RECOMMENDED_DOMAINS, RETIRING_DOMAIN } from '../config';
import { localDay, msUntilNextDay } from '../lib/clock';
import { notify } from '../lib/toast';
import { settingActions } from '../store/slices/setting';
import type { RootState } from '../store/types';
import { getClock } from './context';

/** The domain notice text (spec §9): one recommended domain, one domain to be retired. */
export function domainNoticeText(recommended: readonly string[] = RECOMMENDED_DOMAINS, retiring: string = RETIRING_DOMAIN): string {
  return `本站推荐访问域名：${recommended.join('、')}，请收藏。旧域名 ${retiring} 即将停用。`;
}

/** Shows the domain notice for 10 seconds, once per calendar day (spec §4, §9). */
export function* showDomainNoticeIfDue() {
  const clock = yield* getClock();
  const day = localDay(clock.now());
  const shown: string = yield select((s: RootState) => s.setting.domainNoticeDay);
  if (shown === day) return;
  yield put(settingActions.domainNoticeShown(day));
  notify.longInfo(domainNoticeText());
}

export function* domainNoticeSaga() {
  const clock = yield* getClock();
  for (;;) {
    yield call(showDomainNoticeIfDue);
    yield call([clock, clock.sleep], msUntilNextDay(clock.now()));
  }
}
