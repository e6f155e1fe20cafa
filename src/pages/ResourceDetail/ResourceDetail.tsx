import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { DescriptionList } from '../../components/DescriptionList';
import { DiskIcon } from '../../components/DiskIcon';
import { Skeleton } from '../../components/Skeleton';
import { NotFoundState } from '../../components/NotFoundState';
import { formatDate, ResourceCard } from '../../components/ResourceCard';
import { ReportButton } from '../../components/ReportButton';
import { ResourceLinkPanel } from '../../components/ResourceLinkPanel';
import { ValidityBadge } from '../../components/ValidityBadge';
import { resourceDetailRequested, resourceReportRequested, resourceRevealRequested, useAppDispatch, useAppSelector } from '../../store';
import { alias, fontWeights, palette, radii, spacing, typeScale } from '../../theme/tokens';
import { UserName } from '../../components/UserName';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { toEpochMs } from '../../lib/format';
import { useLoginHref } from '../loginHooks';
import { serverPagePath, serverPageUrl, useCanonical } from '../../lib/useCanonical';
import { CopyLinkButton } from '../../components/CopyLinkButton';
import { FavouriteButton } from '../../components/FavouriteButton';
import { useFavouriteButton } from '../favouriteHooks';

const MISSING_LINKS = [
  { label: '返回搜索', href: '#/main/index' },
  { label: '看看最新资源', href: '#/main/latest' },
  { label: '回到首页', href: '#/' },
];

/**
 * /main/detail/{id} — one resource: its link and code (a paid link is revealed for its price in
 * coins, free to VIPs, and stays revealed), 打开网盘, copy, the link's QR code, the sharer, the last
 * validity check, a 举报失效 button and related resources (issue 15).
 */
export default function ResourceDetail() {
  const id = Number(useParams().id);
  const dispatch = useAppDispatch();
  const detail = useAppSelector((s) => s.resource.detail);
  useDocumentTitle(detail.id === id ? detail.data?.title : null);
  // the server page /r/{id} is this content's one address (issue 32)
  useCanonical(Number.isInteger(id) && id > 0 ? serverPagePath.resource(id) : null);
  const token = useAppSelector((s) => s.user.token);
  const isVip = useAppSelector((s) => s.user.isVip);
  const coin = useAppSelector((s) => s.user.info.coin);
  const loginHref = useLoginHref();
  const favourite = useFavouriteButton('resource', Number.isInteger(id) && id > 0 ? id : 0);

  useEffect(() => {
    if (Number.isInteger(id) && id > 0) dispatch(resourceDetailRequested({ id }));
  }, [dispatch, id]);

  const r = detail.id === id ? detail.data : null;
  if (!Number.isInteger(id) || id <= 0) return <NotFoundState title="资源不存在或已被删除" links={MISSING_LINKS} />;
  if (detail.error && detail.id === id) return <NotFoundState title="无法打开这个资源" description={detail.error} links={MISSING_LINKS} />;
  if (!r || r.id !== id) {
    return (
      <div aria-busy="true" style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm, background: palette.white, padding: spacing.lg, borderRadius: radii.lg }}>
        <Skeleton width="40%" height={28} />
        {[95, 88, 92, 70, 84, 60].map((w, i) => (
          <Skeleton key={i} width={`${w}%`} />
        ))}
      </div>
    );
  }

  // the latest of the link checker's visit and a report's or an admin's verdict
  const lastCheck = [r.checked_time, r.validity_time].filter(Boolean).sort((a, b) => toEpochMs(b) - toEpochMs(a))[0];
  return (
    <article style={{ display: 'flex', flexDirection: 'column', gap: spacing.md, background: palette.white, padding: spacing.lg, borderRadius: radii.lg }}>
      <nav aria-label="面包屑" style={{ color: alias.mutedText, ...typeScale.body }}>
        <ol style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.xs, margin: 0, padding: 0, listStyle: 'none' }}>
          <li>
            <a href="#/main/index" style={{ color: alias.mutedText }}>搜索</a>
          </li>
          <li aria-hidden>/</li>
          <li>{r.disk_name}</li>
          <li aria-hidden>/</li>
          <li aria-current="page" style={{ color: alias.text }}>资源详情</li>
        </ol>
      </nav>
      <div style={{ display: 'flex', alignItems: 'center', gap: spacing.sm }}>
        <DiskIcon type={r.disk_type} size={40} />
        <h1 style={{ margin: 0, overflowWrap: 'anywhere', ...typeScale.h3, fontWeight: fontWeights.strong, color: alias.text }}>{r.title}</h1>
      </div>
      <DescriptionList
        items={[
          { key: 'disk', label: '网盘', children: r.disk_name },
          { key: 'cate', label: '分类', children: r.category_name || '未分类' },
          { key: 'size', label: '大小', children: r.size || '未知' },
          { key: 'date', label: '分享时间', children: formatDate(r.create_time) },
          { key: 'views', label: '浏览', children: `${r.views} 次` },
          { key: 'price', label: '价格', children: r.price > 0 ? `${r.price} 金币` : '免费' },
          { key: 'validity', label: '有效性', children: <ValidityBadge validity={r.validity} checkState={r.check_state} checkedTime={r.checked_time} /> },
          { key: 'sharer', label: '分享者', children: r.sharer ? <UserName id={r.sharer.id} username={r.sharer.username} /> : '站长收录' },
          ...(r.origins?.length
            ? [{ key: 'origin', label: '来源', children: r.origins.map((o) => `${o.kind_name} · ${o.name}`).join('；') }]
            : []),
          { key: 'checked', label: '最近检测', children: lastCheck ? formatDate(lastCheck) : '未检测' },
        ]}
      />
      <ResourceLinkPanel
        detail={r}
        loggedIn={!!token}
        loginHref={loginHref}
        isVip={isVip}
        coin={token ? coin : undefined}
        revealing={detail.revealing}
        onReveal={() => dispatch(resourceRevealRequested({ id }))}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: spacing.sm, flexWrap: 'wrap' }}>
        <FavouriteButton what="资源" {...favourite} />
        <CopyLinkButton url={serverPageUrl(serverPagePath.resource(r.id))} title={r.title} label="复制分享链接" />
        <ReportButton
          reported={r.reported}
          loginHref={token ? undefined : loginHref}
          loading={detail.reporting}
          onReport={() => dispatch(resourceReportRequested({ id }))}
        />
        <span style={{ color: alias.mutedText }}>
          {r.report_count > 0 ? `已有 ${r.report_count} 人反馈链接失效，` : ''}3 人举报后链接会被标记为失效并隐藏
        </span>
      </div>
      {detail.related.length ? (
        <section aria-label="相关资源" style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
          <h2 style={{ margin: 0, ...typeScale.h4, fontWeight: fontWeights.strong, color: alias.text }}>相关资源</h2>
          {detail.related.map((x) => (
            <ResourceCard key={x.id} resource={x} />
          ))}
        </section>
      ) : null}
    </article>
  );
}
