import { adminApi } from '../../api/admin';
import { CategoryAdmin, type CategoryApi } from './CategoryAdmin';

const api: CategoryApi = {
  list: adminApi.bbsCates,
  create: adminApi.createBbsCate,
  update: adminApi.updateBbsCate,
  remove: adminApi.deleteBbsCate,
};

/** /admin/bbsCate — forum categories. */
export default function BbsCateAdmin() {
  return <CategoryAdmin title="论坛分类" countLabel="文章" api={api} />;
}
