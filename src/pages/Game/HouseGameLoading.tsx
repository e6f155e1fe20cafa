import { Skeleton } from '../../components/Skeleton';
import styles from './HouseGame.module.css';

/** Grey lines while the game's card loads (decorative; the box says 加载中). */
export function HouseGameLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="加载中" className={styles.lines}>
      {['38%', '100%', '100%', '100%', '61%'].map((w, i) => (
        <Skeleton key={i} width={w} height={i === 0 ? 24 : 16} />
      ))}
    </div>
  );
}
