export { BlockList, type BlockListProps } from './BlockList';
