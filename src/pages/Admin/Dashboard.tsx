import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import { Grid, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from './shared';
import { adminApi, type DashboardSummary } from '../../api/admin';
import { AdminTrendChart } from '../../components/AdminTrendChart';
import { PageLoading } from '../../components/PageLoading';
import { formatCoin } from '../../lib/format';

const RANGES = [
  { label: '近 7 天', value: 7 },
  { label: '近 30 天', value: 30 },
  { label: '近 90 天', value: 90 },
];

/** /admin (index) and /admin/dashboard — totals, per-day trends and the review queue size. */
export default function Dashboard() {
  const [days, setDays] = useState(7);
  // a phone stacks the figures (issue 16: cards ran off-screen in a row)
  const direction = Grid.useBreakpoint().md === false ? 'column' : 'row';
  const [data, setData] = useState<DashboardSummary | null>(null);
  useEffect(() => {
    let live = true;
    adminApi.dashboard(days).then(
      (r) => live && setData(r.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [days]);
  const t = data?.totals;
  const labels = data?.series.map((d) => d.date.slice(5)) ?? [];
  const col = (key: keyof DashboardSummary['series'][number]) => data?.series.map((d) => Number(d[key])) ?? [];
  return (
    <PageContainer
      title={<PageTitle>仪表盘</PageTitle>}
      extra={<Segmented aria-label="统计范围" value={days} options={RANGES} onChange={(v) => setDays(Number(v))} />}
    >
      {!data || !t ? (
        <PageLoading tip="加载中…" />
      ) : (
        <>
          <StatisticCard.Group direction={direction} style={{ marginBottom: 16, flexWrap: 'wrap' }}>
            <StatisticCard statistic={{ title: '用户总数', value: t.users }} />
            <StatisticCard statistic={{ title: '文章总数', value: t.articles }} />
            <StatisticCard statistic={{ title: '资源总数', value: t.resources, description: `可搜索 ${formatCoin(t.searchable_resources)}` }} />
            <StatisticCard statistic={{ title: '流通金币', value: t.coins_in_circulation }} />
            <StatisticCard
              statistic={{ title: '待审核分享', value: data.review_queue }}
              footer={<Link to="/admin/shareUnion">去审核</Link>}
            />
          </StatisticCard.Group>
          <StatisticCard.Group direction={direction} style={{ marginBottom: 16, flexWrap: 'wrap' }} title={`近 ${data.days} 天`}>
            <StatisticCard statistic={{ title: '新用户', value: t.new_users }} />
            <StatisticCard statistic={{ title: '搜索次数', value: t.searches }} />
            <StatisticCard statistic={{ title: '签到', value: t.sign_ins }} />
            <StatisticCard statistic={{ title: '发放金币', value: t.coins_issued }} />
            <StatisticCard statistic={{ title: '消耗金币', value: t.coins_spent }} />
            <StatisticCard statistic={{ title: '新文章', value: t.new_articles }} />
            <StatisticCard statistic={{ title: '新分享', value: t.new_shares }} />
          </StatisticCard.Group>
          <ProCard gutter={16} wrap>
            <ProCard colSpan={{ xs: 24, lg: 12 }} bordered>
              <AdminTrendChart
                title="用户与内容"
                labels={labels}
                series={[
                  { name: '新用户', values: col('new_users'), color: '#0958d9' },
                  { name: '签到', values: col('sign_ins'), color: '#237804' },
                  { name: '新文章', values: col('new_articles'), color: '#ad4e00' },
                  { name: '新分享', values: col('new_shares'), color: '#722ed1' },
                ]}
              />
            </ProCard>
            {/* searches (tens) and coins (thousands) on one axis drew searches flat: separate charts (issue 16) */}
            <ProCard colSpan={{ xs: 24, lg: 12 }} bordered>
              <AdminTrendChart title="搜索次数" labels={labels} series={[{ name: '搜索次数', values: col('searches'), color: '#0958d9' }]} />
            </ProCard>
            <ProCard colSpan={{ xs: 24, lg: 12 }} bordered>
              <AdminTrendChart
                title="金币流动"
                labels={labels}
                series={[
                  { name: '发放金币', values: col('coins_issued'), color: '#237804' },
                  { name: '消耗金币', values: col('coins_spent'), color: '#cf1322' },
                ]}
              />
            </ProCard>
          </ProCard>
        </>
      )}
    </PageContainer>
  );
}
