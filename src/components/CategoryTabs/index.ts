export { CategoryTabs, type CategoryTabsProps } from './CategoryTabs';
