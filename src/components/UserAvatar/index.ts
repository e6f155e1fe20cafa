export { UserAvatar, BUILTIN_AVATARS, type UserAvatarProps } from './UserAvatar';
