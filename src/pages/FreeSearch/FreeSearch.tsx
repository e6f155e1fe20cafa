import { SearchView } from '../Search/SearchView';

/** /main/common — free search: free resources only. */
export default function FreeSearch() {
  return <SearchView mode="free" />;
}
