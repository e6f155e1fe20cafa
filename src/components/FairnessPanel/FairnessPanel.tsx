import { CloseCircleFilled, CopyOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import type { RotateReply, SeedState } from '../../api/games';
import { copyText } from '../../lib/clipboard';
import { formatDateTime } from '../../lib/format';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Card } from '../Card';
import { Confirm } from '../Confirm';
import { DescriptionList } from '../DescriptionList';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { TextInput } from '../TextInput';
import styles from './FairnessPanel.module.css';

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
 * seed and the next nonce; rotating (after a Confirm) reveals the server seed and starts a new
 * pair. Drawn without antd (issue 31: the game pages are public pages on the light stack).
 */
export function FairnessPanel({ seeds, loading, error, rotating, lastRevealed, onRotate, onRetry }: FairnessPanelProps) {
  const [clientSeed, setClientSeed] = useState('');
  const hintId = useId();
  const bad = clientSeed !== '' && !CLIENT_SEED.test(clientSeed);
  let body;
  if (error) {
    body = (
      <Alert type="error" role="alert" icon={<CloseCircleFilled />} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}>
        {error}
      </Alert>
    );
  } else if (loading && !seeds) {
    body = (
      <div role="status" aria-busy="true" aria-label="加载中" className={styles.lines}>
        {['100%', '100%', '61%'].map((w, i) => (
          <Skeleton key={i} width={w} />
        ))}
      </div>
    );
  } else if (seeds) {
    body = (
      <div className={styles.stack}>
        <DescriptionList
          columns={1}
          items={[
            {
              key: 'hash',
              label: '服务端种子哈希（SHA-256）',
              children: (
                <>
                  <span className={styles.hash} data-testid="seed-hash">
                    {seeds.current.server_seed_hash}
                  </span>{' '}
                  <Button size="small" variant="text" iconOnly aria-label="复制服务端种子哈希" title="复制" onClick={() => void copyText(seeds.current.server_seed_hash)}>
                    <CopyOutlined aria-hidden />
                  </Button>
                </>
              ),
            },
            { key: 'client', label: '客户端种子', children: seeds.current.client_seed },
            { key: 'nonce', label: '下一局序号', children: seeds.current.nonce },
          ]}
        />
        <p className={styles.muted}>
          每局结果 = HMAC-SHA256(服务端种子, 客户端种子:局序号:轮次) 的无偏抽样。服务端种子在轮换前保密，轮换后公开，可用来验证以往每一局。
        </p>
        <div className={styles.row}>
          <TextInput
            aria-label="新的客户端种子"
            placeholder="新的客户端种子（可选）"
            value={clientSeed}
            invalid={bad}
            aria-describedby={bad ? hintId : undefined}
            onChange={(e) => setClientSeed(e.target.value.trim())}
            className={styles.seedInput}
          />
          <Confirm title="轮换种子？" description="当前服务端种子将被公开，之后的下注使用新种子。" okText="轮换" cancelText="取消" disabled={bad || rotating} onConfirm={() => onRotate(clientSeed || undefined)}>
            <Button disabled={bad} aria-busy={rotating || undefined}>
              {rotating ? <Spinner size="small" /> : null}
              轮换种子
            </Button>
          </Confirm>
        </div>
        {bad && (
          <p id={hintId} className={styles.danger}>
            客户端种子为 1–64 个字母、数字、_ 或 -
          </p>
        )}
        {lastRevealed && (
          <Alert type="success" role="status" title="已公开上一组服务端种子">
            <span className={styles.hash} data-testid="revealed-seed">
              {lastRevealed.server_seed}
            </span>
          </Alert>
        )}
        {seeds.revealed.length > 0 && (
          <section aria-labelledby={`${hintId}-revealed`}>
            <h3 id={`${hintId}-revealed`} className={styles.subtitle}>
              已公开的种子
            </h3>
            <DescriptionList
              columns={1}
              items={seeds.revealed.slice(0, 5).map((r) => ({
                key: r.server_seed_hash,
                label: `${formatDateTime(r.revealed_at)}（${r.nonce} 局）`,
                children: <span className={`${styles.hash} ${styles.small}`}>{r.server_seed}</span>,
              }))}
            />
          </section>
        )}
      </div>
    );
  } else {
    body = <p className={styles.muted}>登录后查看你的种子</p>;
  }
  return (
    <Card title="我的公平性种子" size="small">
      {body}
    </Card>
  );
}
