export { ArticleList, type ArticleListProps } from './ArticleList';
