export { RankList, type RankListProps, type RankOrder } from './RankList';
