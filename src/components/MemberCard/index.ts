export { MemberCard, type MemberCardProps } from './MemberCard';
