import AntdScope from '../../theme/AntdScope';
import { ReplyEditor, type ReplyEditorProps } from '../../components/ReplyEditor';
import { EditorToolsProvider } from '../editorTools';

/**
 * The reply editor (antd) with antd's providers: a chunk of its own that the forum post loads
 * only for a signed-in member, after the post is on screen (issue 31: the post is a light page),
 * with the picture upload and @-lookup of the editors (issue 33) — provided here and on the
 * publish page, not around the whole app, so the first screens do not carry them.
 */
export default function ReplyEditorScope(props: ReplyEditorProps) {
  return (
    <AntdScope>
      <EditorToolsProvider>
        <ReplyEditor {...props} />
      </EditorToolsProvider>
    </AntdScope>
  );
}
