export * from './SignCalendar';
