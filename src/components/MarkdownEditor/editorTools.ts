import { createContext, useContext } from 'react';

/** A stored picture: `/media/<hash>-<w>x<h>.webp` and its size (contract/media.ts). */
export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
}

export interface MentionOption {
  id: number;
  username: string;
  avatar: string;
}

/**
 * What the Markdown editors may ask of the app (issue 33): upload a picture, look up member names
 * for @-mentions. Components stay free of the store: the app provides these from its sagas
 * (src/pages/editorTools.tsx); without a provider (stories of other components, visitors) the
 * editor has no picture button and no autocomplete.
 */
export interface EditorTools {
  uploadImage?: (file: Blob) => Promise<UploadedPicture>;
  lookupNames?: (prefix: string) => Promise<MentionOption[]>;
}

export const EditorToolsContext = createContext<EditorTools>({});

export function useEditorTools(): EditorTools {
  return useContext(EditorToolsContext);
}
