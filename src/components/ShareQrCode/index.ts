export * from './ShareQrCode';
