export * from './FavouriteButton';
