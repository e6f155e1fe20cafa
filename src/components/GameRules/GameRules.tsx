import { Card, Table, Typography } from 'antd';
import type { RuleLine } from '../../api/games';

export interface GameRulesProps {
  title?: string;
  rules: RuleLine[];
  /** the headline return to player */
  rtp: number | null;
  /** column title of `pays` (赔率 / 概率) */
  paysTitle?: string;
  limits?: string;
}

/** The rules of a game with the exact return to player of each bet: the house edge stated openly. */
export function GameRules({ title = '规则与返还率', rules, rtp, paysTitle = '赔率', limits }: GameRulesProps) {
  return (
    <Card title={title} size="small">
      {rtp !== null && (
        <Typography.Paragraph>
          返还率（RTP）{rtp}%：长期平均每下注 100 金币返还 {rtp} 金币，庄家优势 {Math.round((100 - rtp) * 100) / 100}%。{limits}
        </Typography.Paragraph>
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="label"
        dataSource={rules}
        columns={[
          { title: '玩法', dataIndex: 'label' },
          { title: paysTitle, dataIndex: 'pays', width: 90 },
          { title: '返还率', dataIndex: 'rtp', width: 90, align: 'right', render: (v: number) => `${v}%` },
        ]}
      />
    </Card>
  );
}
