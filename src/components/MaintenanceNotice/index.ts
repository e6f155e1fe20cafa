export * from './MaintenanceNotice';
