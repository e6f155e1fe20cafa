export { PrizeTableEditor, prizeRowsFromJson, prizeRowsToJson, prizeTableProblem, newPrizeId, MAX_PRIZES } from './PrizeTableEditor';
export type { PrizeTableEditorProps, PrizeRow } from './PrizeTableEditor';
