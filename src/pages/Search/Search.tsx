import { SearchView } from './SearchView';

/** /main/index — the search page. */
export default function Search() {
  return <SearchView mode="all" />;
}
