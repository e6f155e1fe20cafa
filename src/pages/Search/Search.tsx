import { SearchView } from './SearchView';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /main/index — the search page. */
export default function Search() {
  useDocumentTitle('资源搜索');
  return <SearchView mode="all" />;
}
