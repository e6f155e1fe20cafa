export * from './FavouriteList';
