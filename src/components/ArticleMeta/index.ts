export { ArticleMeta, type ArticleMetaProps } from './ArticleMeta';
