import type { EditorTools, MentionOption } from '../../src/components/MarkdownEditor';

/**
 * Stored pictures for the stories (issue 33): real WebP files in .storybook/public/media (a
 * Storybook-only folder), named as the server names them.
 */
export const AVATAR_URL = '/media/bf195933dca4ab2e2d27adafa06fe143-256x256.webp';
export const PICTURE_URL = '/media/801895bd1c872af1d7281e61872c84fb-640x400.webp';

export const mentionPeople: MentionOption[] = [
  { id: 2, username: '网盘猎人', avatar: AVATAR_URL },
  { id: 3, username: '网盘小助手', avatar: '3' },
  { id: 4, username: '网友甲', avatar: '' },
];

/** Editor tools that answer at once: every upload is the sample picture; names from mentionPeople. */
export const storyEditorTools: EditorTools = {
  uploadImage: async () => ({ url: PICTURE_URL, width: 640, height: 400 }),
  lookupNames: async (prefix) => mentionPeople.filter((p) => p.username.startsWith(prefix)),
};

/** Uploads that are refused (the quota is used up). */
export const refusingEditorTools: EditorTools = {
  uploadImage: async () => {
    throw new Error('今天上传的图片已达上限（30 张），请明天再试');
  },
  lookupNames: async () => [],
};
