import AntdScope from '../../theme/AntdScope';
import { ReplyEditor, type ReplyEditorProps } from '../../components/ReplyEditor';

/**
 * The reply editor (antd) with antd's providers: a chunk of its own that the forum post loads
 * only for a signed-in member, after the post is on screen (issue 31: the post is a light page).
 */
export default function ReplyEditorScope(props: ReplyEditorProps) {
  return (
    <AntdScope>
      <ReplyEditor {...props} />
    </AntdScope>
  );
}
