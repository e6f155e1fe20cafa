export { UserAvatar, BUILTIN_AVATARS, UPLOADED_AVATAR, type UserAvatarProps } from './UserAvatar';
