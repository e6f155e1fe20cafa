import styles from './DiceBoard.module.css';

export interface DiceBoardProps {
  /** the three dice (1–6); null before the first roll */
  dice: readonly number[] | null;
  /** rolling: the dice spin (no animation under prefers-reduced-motion) */
  rolling?: boolean;
}

/** Cells (row, column in 1–3) of the pips of each face. */
const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [[1, 1], [3, 3]],
  3: [[1, 1], [2, 2], [3, 3]],
  4: [[1, 1], [1, 3], [3, 1], [3, 3]],
  5: [[1, 1], [1, 3], [2, 2], [3, 1], [3, 3]],
  6: [[1, 1], [2, 1], [3, 1], [1, 3], [2, 3], [3, 3]],
};

function Die({ value, rolling }: { value: number; rolling: boolean }) {
  const cls = [styles.die, value === 1 || value === 4 ? styles.red : '', rolling ? styles.rolling : ''].join(' ');
  return (
    <div className={cls} role="img" aria-label={rolling ? '骰子转动中' : `${value} 点`}>
      {PIPS[value].map(([r, c], i) => (
        <span key={i} className={styles.pip} style={{ gridRow: r, gridColumn: c }} />
      ))}
    </div>
  );
}

/** Three dice of 猜大小. */
export function DiceBoard({ dice, rolling = false }: DiceBoardProps) {
  const shown = dice && dice.length === 3 ? dice : [1, 2, 3];
  return (
    <div className={styles.board} data-testid="dice">
      {shown.map((v, i) => (
        <Die key={i} value={rolling ? ((v + i) % 6) + 1 : v} rolling={rolling} />
      ))}
    </div>
  );
}
