export * from './PageLoading';
