import { enAdmin, type AdminMessages } from './en-admin.ts';

// The admin's part of the catalogue (see messages.ts).
export const adminMessages: AdminMessages = enAdmin;
