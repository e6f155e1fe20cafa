export { LikeReveal, type LikeRevealProps } from './LikeReveal';
