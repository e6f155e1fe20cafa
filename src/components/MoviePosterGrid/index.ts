export * from './MoviePosterGrid';
