import { adminApi } from '../../api/admin';
import { CategoryAdmin, type CategoryApi } from './CategoryAdmin';

const api: CategoryApi = {
  list: adminApi.netdiskCates,
  create: adminApi.createNetdiskCate,
  update: adminApi.updateNetdiskCate,
  remove: adminApi.deleteNetdiskCate,
};

/** /admin/netdiskCate — network-disk resource categories. */
export default function NetdiskCateAdmin() {
  return <CategoryAdmin title="资源分类" countLabel="资源" api={api} />;
}
