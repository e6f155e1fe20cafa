import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { mediaApi, type MentionCandidate, type UploadedImage } from '../api/media';
import { mediaUploadRequested, mentionLookupRequested, type MediaUploadRequest } from '../store/actions';
import { failureMsg } from './failure';
import { fetchUserInfo } from './userInfo';

/** How long the @-lookup waits for the next key before it asks (the latest prefix wins). */
export const MENTION_DEBOUNCE_MS = 200;

/**
 * Uploads one picture (issue 33, ADR 0033b) and answers through the request's callbacks; an
 * avatar then reloads the user info, so the header, the profile and the member page show it.
 * Several pictures pasted at once upload side by side (takeEvery).
 */
export function* mediaUploadFlow(action: PayloadAction<MediaUploadRequest>) {
  const { file, purpose, onDone, onError } = action.payload;
  try {
    const reply: ApiReply<UploadedImage> = yield call(purpose === 'avatar' ? mediaApi.uploadAvatar : mediaApi.uploadImage, file);
    if (purpose === 'avatar') yield call(fetchUserInfo);
    onDone?.(reply.data);
  } catch (e) {
    onError?.(failureMsg(e));
  }
}

/** @-mention autocomplete: waits MENTION_DEBOUNCE_MS (a newer prefix cancels), then asks; a failure is an empty list. */
export function* mentionLookupFlow(action: PayloadAction<{ prefix: string; onDone: (list: MentionCandidate[]) => void }>) {
  yield delay(MENTION_DEBOUNCE_MS);
  try {
    const reply: ApiReply<MentionCandidate[]> = yield call(mediaApi.mentionNames, action.payload.prefix);
    action.payload.onDone(reply.data);
  } catch {
    action.payload.onDone([]);
  }
}

export function* mediaSaga() {
  yield takeEvery(mediaUploadRequested.type, mediaUploadFlow);
  yield takeLatest(mentionLookupRequested.type, mentionLookupFlow);
}
