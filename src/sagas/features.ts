import { all, fork } from 'redux-saga/effects';
import { accountSaga } from './account';
import { forumSaga } from './forum';
import { gamesSaga } from './games';
import { promoSaga } from './promo';
import { pvpSaga } from './pvp';
import { repliesSaga } from './replies';
import { resourceSaga } from './resource';
import { signSaga } from './sign';
import { communitySaga } from './community';
import { favouritesSaga } from './favourites';
import { mediaSaga } from './media';
import { signCalendarSaga } from './signCalendar';
import { pmSaga } from './pm';
import { liveEventsSaga } from './liveEvents';

/**
 * The sagas of the pages behind the first screens — account, forum, replies, sign-in, resources,
 * games, PvP, 淘客/影视 — with their API modules: a chunk the app loads right after start, not
 * before the first paint (issue 14, ADR 0020). The store's feature gate (featureGate.ts) runs them
 * and hands them, in order, every action dispatched before they arrived.
 */
export function* featureSagas() {
  yield all([fork(accountSaga), fork(forumSaga), fork(repliesSaga), fork(signSaga), fork(resourceSaga), fork(gamesSaga), fork(pvpSaga), fork(promoSaga), fork(communitySaga), fork(favouritesSaga), fork(signCalendarSaga), fork(mediaSaga), fork(pmSaga), fork(liveEventsSaga)]);
}
