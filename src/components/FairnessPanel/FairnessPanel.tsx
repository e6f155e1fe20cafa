import { Alert, Button, Card, Descriptions, Flex, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import type { RotateReply, SeedState } from '../../api/games';
import { formatDateTime } from '../../lib/format';
import { spacing } from '../../theme';

export interface FairnessPanelProps {
  seeds: SeedState | null;
  loading?: boolean;
  error?: string;
  rotating?: boolean;
  lastRevealed?: RotateReply['revealed'] | null;
  onRotate: (clientSeed?: string) => void;
  onRetry?: () => void;
}

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * My fairness seeds: the SHA-256 of the secret server seed (committed before any bet), my client
 * seed and the next nonce; rotating reveals the server seed and starts a new pair.
 */
export function FairnessPanel({ seeds, loading, error, rotating, lastRevealed, onRotate, onRetry }: FairnessPanelProps) {
  const [clientSeed, setClientSeed] = useState('');
  const bad = clientSeed !== '' && !CLIENT_SEED.test(clientSeed);
  return (
    <Card title="我的公平性种子" size="small" loading={loading && !seeds}>
      {error ? (
        <Alert type="error" showIcon message={error} action={onRetry && <Button size="small" onClick={onRetry}>重试</Button>} />
      ) : seeds ? (
        <Flex vertical gap={spacing.md}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="服务端种子哈希（SHA-256）">
              <Typography.Text copyable style={{ wordBreak: 'break-all' }} data-testid="seed-hash">
                {seeds.current.server_seed_hash}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="客户端种子">{seeds.current.client_seed}</Descriptions.Item>
            <Descriptions.Item label="下一局序号">{seeds.current.nonce}</Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">
            每局结果 = HMAC-SHA256(服务端种子, 客户端种子:局序号:轮次) 的无偏抽样。服务端种子在轮换前保密，轮换后公开，可用来验证以往每一局。
          </Typography.Text>
          <Flex gap={spacing.sm} wrap align="center">
            <Input
              aria-label="新的客户端种子"
              placeholder="新的客户端种子（可选）"
              value={clientSeed}
              status={bad ? 'error' : undefined}
              onChange={(e) => setClientSeed(e.target.value.trim())}
              style={{ maxWidth: 260 }}
            />
            <Popconfirm title="轮换种子？" description="当前服务端种子将被公开，之后的下注使用新种子。" okText="轮换" cancelText="取消" onConfirm={() => onRotate(clientSeed || undefined)}>
              <Button loading={rotating} disabled={bad}>
                轮换种子
              </Button>
            </Popconfirm>
          </Flex>
          {bad && <Typography.Text type="danger">客户端种子为 1–64 个字母、数字、_ 或 -</Typography.Text>}
          {lastRevealed && (
            <Alert
              type="success"
              showIcon
              message="已公开上一组服务端种子"
              description={<span style={{ wordBreak: 'break-all' }} data-testid="revealed-seed">{lastRevealed.server_seed}</span>}
            />
          )}
          {seeds.revealed.length > 0 && (
            <Descriptions size="small" column={1} title="已公开的种子">
              {seeds.revealed.slice(0, 5).map((r) => (
                <Descriptions.Item key={r.server_seed_hash} label={`${formatDateTime(r.revealed_at)}（${r.nonce} 局）`}>
                  <span style={{ wordBreak: 'break-all', fontSize: 12 }}>{r.server_seed}</span>
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Flex>
      ) : (
        <Typography.Text type="secondary">登录后查看你的种子</Typography.Text>
      )}
    </Card>
  );
}
