import { useMemo, type ReactNode } from 'react';
import { EditorToolsContext, type EditorTools } from '../components/MarkdownEditor/editorTools';
import { mediaUploadRequested, mentionLookupRequested, useAppDispatch, useAppSelector } from '../store';

/**
 * Gives the Markdown editors their picture upload and @-mention lookup (issue 33) from the
 * sagas (src/sagas/media.ts): each call is an action that carries its answer's callbacks.
 * Visitors get no upload (the server refuses them anyway); the lookup is public.
 */
export function EditorToolsProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => !!s.user.token);
  const tools = useMemo<EditorTools>(
    () => ({
      uploadImage: loggedIn
        ? (file) => new Promise((resolve, reject) => dispatch(mediaUploadRequested({ file, purpose: 'post', onDone: resolve, onError: (msg) => reject(new Error(msg)) })))
        : undefined,
      lookupNames: (prefix) => new Promise((resolve) => dispatch(mentionLookupRequested({ prefix, onDone: resolve }))),
    }),
    [dispatch, loggedIn],
  );
  return <EditorToolsContext.Provider value={tools}>{children}</EditorToolsContext.Provider>;
}
