import { createAction } from '@reduxjs/toolkit';
import type { LoginCredentials } from '../api/users';

/**
 * Actions that start a saga flow. Components dispatch these; sagas do the calls
 * (components never chain API calls themselves).
 */
export interface LoginRequest {
  credentials: LoginCredentials;
  /** Run after a successful login (for example to navigate away from the login page). */
  onSuccess?: () => void;
  /** Run with the server's msg after a failed login (spec §8). */
  onFailure?: (msg: string) => void;
  /**
   * Run when the server asks this browser for a proof of work first (428, issue 27): the form
   * says it is verifying while the saga solves it. Without it, the notice is a toast.
   */
  onChallenge?: () => void;
}

export const loginRequested = createAction<LoginRequest>('auth/loginRequested');
export const logoutRequested = createAction('auth/logoutRequested');
/** Reloads the signed-in user's info from GET /auth/v1/user/info. */
export const userInfoRefreshRequested = createAction('user/infoRefreshRequested');
/** Reloads the site settings from GET /v1/web_setting/more. */
export const settingsRequested = createAction('setting/requested');
/** The server answered with x-login: false (dispatched by the HTTP client). */
export const sessionExpired = createAction<{ hadToken: boolean }>('session/expired');

/**
 * Pictures (issue 33, ADR 0033b): the editor's upload and the profile's avatar upload. The file
 * and the callbacks ride on the action (like loginRequested): src/sagas/media.ts calls the API and
 * answers through them, so the editor keeps its own text and caret.
 */
export interface MediaUploadRequest {
  file: Blob;
  purpose: 'post' | 'avatar';
  onDone?: (image: { url: string; width: number; height: number }) => void;
  onError?: (msg: string) => void;
}
export const mediaUploadRequested = createAction<MediaUploadRequest>('media/uploadRequested');
/** @-mention autocomplete: members whose name starts with `prefix` (the latest request wins). */
export const mentionLookupRequested = createAction<{
  prefix: string;
  onDone: (list: Array<{ id: number; username: string; avatar: string }>) => void;
}>('media/mentionLookupRequested');
