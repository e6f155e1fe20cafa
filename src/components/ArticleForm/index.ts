export { ArticleForm, type ArticleFormProps, type ArticleFormValues } from './ArticleForm';
