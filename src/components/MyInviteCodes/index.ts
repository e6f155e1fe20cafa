export * from './MyInviteCodes';
