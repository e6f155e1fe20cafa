export { MyArticleList, type MyArticleListProps } from './MyArticleList';
