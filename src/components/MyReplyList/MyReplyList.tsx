import type { MyReplyItem } from '../../api/replies';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, presetTagColors, spacing, typeScale } from '../../theme/tokens';
import { ListShell, listPaging, type ListPageProps } from '../ListShell';
import { Tag } from '../Tag';

export interface MyReplyListProps extends ListPageProps {
  replies: MyReplyItem[];
}

/** My replies (/profile, tab 我的回复): article, floor (a link to it), start of the text, time (ListShell). */
export function MyReplyList({ replies, ...paging }: MyReplyListProps) {
  return (
    <ListShell<MyReplyItem>
      {...listPaging(paging)}
      title="我的回复"
      items={replies}
      rowKey={(r) => r.id}
      renderItem={(r) => (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: spacing.xs }}>
            <a href={`#/main/bbs/post/${r.article_id}?floor=${r.floor}`} style={{ fontWeight: fontWeights.strong, wordBreak: 'break-word' }}>
              {r.article_title || '（文章已删除）'} · {r.floor_name}
            </a>
            <span style={{ ...typeScale.caption, color: alias.mutedText }}>{formatDateTime(r.create_time)}</span>
          </div>
          <div style={{ color: alias.text, marginTop: spacing.xxs, wordBreak: 'break-word' }}>
            {r.status === 'hidden' ? <Tag color={presetTagColors.gold}>已被隐藏</Tag> : null}
            {r.excerpt}
          </div>
        </>
      )}
      errorTitle="回复加载失败"
    />
  );
}
