import { Empty } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Text under the image; spec §2: 暂无数据. */
  description?: ReactNode;
  /** default: the illustrated image; simple: the compact one (lists, tables). */
  image?: 'default' | 'simple';
  /** Optional action under the text (e.g. a button). */
  children?: ReactNode;
}

export const EMPTY_TEXT = '暂无数据';

/** Empty state: an image plus 暂无数据 (or a custom text) and an optional action. */
export function EmptyState({ description = EMPTY_TEXT, image = 'default', children }: EmptyStateProps) {
  return (
    <Empty
      image={image === 'simple' ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT}
      description={description}
    >
      {children}
    </Empty>
  );
}
