export { UserName, LevelChip, TitleChip, type UserNameProps } from './UserName';
export { NameBadgeContext, useNameBadge, type NameBadge, type NameBadgeSource } from './badgeContext';
