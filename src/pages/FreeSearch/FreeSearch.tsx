import { SearchView } from '../Search/SearchView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /main/common — free search: free resources only. */
export default function FreeSearch() {
  useDocumentTitle('免费搜索');
  return <SearchView mode="free" />;
}
