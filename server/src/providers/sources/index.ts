import { feedAdapter } from './feed';
import { fileAdapter } from './file';
import { flarumAdapter } from './flarum';
import { pansouAdapter } from './pansou';
import { telegramAdapter } from './telegram';
import type { SourceAdapter, SourceKind } from './types';

export * from './types';

/** One adapter per kind (the pipeline knows no kind; an adapter knows no SQL). */
export function sourceAdapters(dropDir: string): Record<SourceKind, SourceAdapter> {
  return { telegram: telegramAdapter, pansou: pansouAdapter, rss: feedAdapter, flarum: flarumAdapter, file: fileAdapter(dropDir) };
}
